import type { UserPermission } from '@enroll/domain';
import { grantActorOf } from '@enroll/domain';
import { Button, Field, makeStyles, SearchBox, Spinner, Text, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { useUsers } from './api/get-users.ts';
import { CreateUserDialog } from './components/create-user-dialog.tsx';
import { type UpdateOutcome, UpdateUserDialog } from './components/update-user-dialog.tsx';
import { UsersTable } from './components/users-table.tsx';
import { enPermissions } from './i18n/en.ts';
import { editRefusal } from './permission-rules.ts';
import { matchesSearch, type UserRow } from './users-table-model.ts';

registerMessages('permissions', enPermissions);

const SEARCH_MAX_LENGTH = 50;

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL },
  search: { width: 'min(420px, 100%)' },
  count: { color: tokens.colorNeutralForeground2 },
  empty: { margin: 0, paddingBlock: tokens.spacingVerticalXL, textAlign: 'center' },
});

/**
 * /permissions (Admin and Super Admin): who may use the application, at which level and for which
 * charters; 'Add New User' and 'Update' open the permission dialogs.
 */
export function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const styles = useStyles();
  const notify = useNotify();
  const me = useStaffUser();
  const actor = useMemo(() => grantActorOf(me), [me]);
  const users = useUsers();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserPermission | null>(null);
  const allCharters = t('allCharters');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const rows: UserRow[] = useMemo(
    () =>
      (users.data ?? [])
        .filter((user) => matchesSearch(user, search, allCharters))
        .map((user) => ({ user, refusal: editRefusal(actor, user) })),
    [users.data, search, allCharters, actor],
  );

  const onUpdated = ({ name, removed, signInReset }: UpdateOutcome) => {
    setEditing(null);
    const message = removed
      ? t('update.removed', { name })
      : signInReset
        ? t('signIn.success', { name })
        : t('update.success', { name });
    notify('success', message);
    // The row (and its Update button, where the focus would return) is gone: keep keyboard users on the page.
    if (removed) window.setTimeout(() => headingRef.current?.focus(), 0);
  };

  let content: ReactNode;
  if (users.isPending) content = <Spinner label={t('table.loading')} />;
  else if (users.isError)
    content = <LoadFailed message={t('table.loadError')} onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0) content = <p className={styles.empty}>{t('table.empty')}</p>;
  else if (rows.length === 0)
    content = <p className={styles.empty}>{t('table.noMatch', { search: search.trim() })}</p>;
  else content = <UsersTable rows={rows} onUpdate={setEditing} />;

  return (
    <section className={styles.root} aria-labelledby="permissions-title">
      <div className={styles.header}>
        <h1 id="permissions-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setCreating(true)}>
          {t('addNewUser')}
        </Button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.toolbar}>
        <Field label={t('table.search')} className={styles.search}>
          <SearchBox
            value={search}
            placeholder={t('table.searchPlaceholder')}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(_event, data) => setSearch(data.value)}
          />
        </Field>
        {users.isSuccess && (
          <Text role="status" className={styles.count}>
            {t('table.count', { count: rows.length })}
          </Text>
        )}
      </div>
      {content}
      <CreateUserDialog
        open={creating}
        actor={actor}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          notify('success', t('create.success', { name }));
        }}
      />
      <UpdateUserDialog target={editing} actor={actor} onClose={() => setEditing(null)} onSaved={onUpdated} />
    </section>
  );
}
