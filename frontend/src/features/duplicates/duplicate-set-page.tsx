import {
  DUPLICATE_KINDS,
  type DuplicateKind,
  type DuplicateRecordView,
  type DuplicateSetResponse,
  type RecordRef,
  refKey,
  SIDE_BY_SIDE_MAX,
} from '@enroll/domain';
import { Button, Checkbox, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DialogFrame } from '../../components/dialog-frame/dialog-frame.tsx';
import { FIELD_GROUP, FIELD_GROUP_LEGEND } from '../../components/form-fields/field-styles.ts';
import { LoadFailed } from '../../components/load-failed/load-failed.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { PageLoading } from '../../components/page-state/page-loading.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useDuplicateSet } from './api/get-duplicate-set.ts';
import { MergeForm } from './components/merge-form.tsx';
import { NotDuplicatesForm } from './components/not-duplicates-dialog.tsx';
import { RuleLine } from './components/rule-badge.tsx';
import { SideBySideTable } from './components/side-by-side-table.tsx';
import { useViewName } from './components/view-name.ts';
import { enDuplicates } from './i18n/en.ts';

registerMessages('duplicates', enDuplicates);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px', minWidth: 0 },
  back: { width: 'fit-content', color: tokens.colorBrandForegroundLink },
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  lines: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  group: { ...FIELD_GROUP, gap: tokens.spacingVerticalXXS },
  legend: { ...FIELD_GROUP_LEGEND, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightRegular },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(600px, calc(100% - 16px))', boxSizing: 'border-box' },
});

const isKind = (value: string | undefined): value is DuplicateKind =>
  (DUPLICATE_KINDS as readonly (string | undefined)[]).includes(value);

/** Which of a set's records are side by side: the first `SIDE_BY_SIDE_MAX` until the coordinator chooses. */
function useShownRecords(records: readonly DuplicateRecordView[]) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const keys = records.map(refKey);
  const shownKeys = new Set((chosen ?? keys).filter((key) => keys.includes(key)).slice(0, SIDE_BY_SIDE_MAX));
  const shown = records.filter((record) => shownKeys.has(refKey(record)));
  const toggle = (record: RecordRef, checked: boolean) =>
    setChosen(keys.filter((key) => (key === refKey(record) ? checked : shownKeys.has(key))));
  return { shown, shownKeys, toggle };
}

/** A set larger than the table: which records it shows (at most `SIDE_BY_SIDE_MAX`, at least two). */
function ShownChoice({
  records,
  shownKeys,
  onToggle,
}: {
  records: readonly DuplicateRecordView[];
  shownKeys: ReadonlySet<string>;
  onToggle: (record: RecordRef, checked: boolean) => void;
}) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const nameOf = useViewName();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {t('set.moreThanShown', { count: records.length, max: SIDE_BY_SIDE_MAX })}
      </legend>
      {records.map((record) => {
        const shown = shownKeys.has(refKey(record));
        return (
          <Checkbox
            key={refKey(record)}
            label={`${nameOf(record)} · ${t(`kinds.${record.kind}`)}`}
            checked={shown}
            disabled={shown ? shownKeys.size <= 2 : shownKeys.size >= SIDE_BY_SIDE_MAX}
            onChange={(_event, data) => onToggle(record, data.checked === true)}
          />
        );
      })}
    </fieldset>
  );
}

/** The open set: why it was flagged, its records side by side, and 'Not duplicates'. */
function OpenSet({
  response,
  onReload,
}: {
  response: DuplicateSetResponse;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const nameOf = useViewName();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [merging, setMerging] = useState(false);
  const [busy, setBusy] = useState(false);
  // Back to the list once the dialog has finished closing: navigating while it is open leaves its
  // aria-hidden on the rest of the app.
  const answered = useRef(false);
  const { records } = response;
  const { shown, shownKeys, toggle } = useShownRecords(records);
  const byKey = new Map(records.map((record) => [refKey(record), record]));
  const pairName = (ref: RecordRef) => {
    const record = byKey.get(refKey(ref));
    return record ? nameOf(record) : t('noName');
  };

  const saved = () => {
    notify('success', t('dialog.done'));
    answered.current = true;
    setOpen(false);
  };
  const closed = () => {
    if (!answered.current) return;
    // The button that opened the dialog goes with the page: the focus waits in the main region.
    document.getElementById('main')?.focus();
    navigate('/duplicates');
  };

  return (
    <>
      <section className={styles.section} aria-labelledby={`${formId}-why`}>
        <h2 id={`${formId}-why`} className={styles.heading}>
          {t('why')}
        </h2>
        <ul className={styles.lines}>
          {response.set?.pairs.map((pair) => (
            <li key={`${refKey(pair.a)}|${refKey(pair.b)}`}>
              <RuleLine rule={pair.rule} joins={t('pair', { a: pairName(pair.a), b: pairName(pair.b) })} />
            </li>
          ))}
        </ul>
      </section>
      {records.length > SIDE_BY_SIDE_MAX ? (
        <ShownChoice records={records} shownKeys={shownKeys} onToggle={toggle} />
      ) : null}
      <SideBySideTable records={shown} />
      {merging ? (
        <MergeForm
          // Other records shown (or reloaded) start the choices afresh.
          key={shown.map((record) => `${refKey(record)}@${record.version}`).join(' ')}
          records={shown}
          onCancel={() => setMerging(false)}
          onReload={onReload}
        />
      ) : (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => setOpen(true)}>
            {t('set.notDuplicates')}
          </Button>
          <Button onClick={() => setMerging(true)}>{t('set.merge')}</Button>
        </div>
      )}
      <DialogFrame
        open={open}
        title={t('dialog.title')}
        busy={busy}
        onClose={() => setOpen(false)}
        onClosed={closed}
        surfaceClassName={styles.surface}
        // Two long choices: side by side across the dialog's width, not squeezed into its end.
        fluidActions={{}}
        actions={
          <>
            <Button type="submit" form={formId} appearance="primary" disabled={busy}>
              {busy ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
            <Button disabled={busy} onClick={() => setOpen(false)}>
              {t('dialog.cancel')}
            </Button>
          </>
        }
      >
        {open ? (
          <NotDuplicatesForm
            // A reloaded set with other records starts the form afresh.
            key={records.map(refKey).join(' ')}
            records={records}
            checked={shown}
            formId={formId}
            onBusy={setBusy}
            onSaved={saved}
            onReload={onReload}
          />
        ) : null}
      </DialogFrame>
    </>
  );
}

/**
 * /duplicates/:kind/:id (Contributor+): the open set the record is in, side by side (up to
 * `SIDE_BY_SIDE_MAX` records, the coordinator choosing which of a larger set), 'Not duplicates' and
 * 'Merge' (of the records shown).
 */
export function DuplicateSetPage() {
  const { kind, id = '' } = useParams();
  const { t } = useTranslation('duplicates');
  if (!isKind(kind)) return <SetFrame message={t('set.notFound')} />;
  return <RecordSet refOf={{ kind, id }} />;
}

function RecordSet({ refOf }: { refOf: RecordRef }) {
  const { t } = useTranslation('duplicates');
  const query = useDuplicateSet(refOf);
  if (query.isPending) {
    return (
      <SetFrame>
        <PageLoading label={t('set.loading')} />
      </SetFrame>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <SetFrame message={t('set.notFound')} />;
    return (
      <SetFrame>
        <LoadFailed message={t('set.loadFailed')} onRetry={() => void query.refetch()} />
      </SetFrame>
    );
  }
  if (!query.data.set) return <SetFrame message={t('set.none')} />;
  return (
    <SetFrame>
      <OpenSet response={query.data} onReload={() => query.refetch()} />
    </SetFrame>
  );
}

/** The page around the set: Back, the title, and what it shows (or why it shows none). */
function SetFrame({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Link to="/duplicates" className={styles.back}>
        {t('set.back')}
      </Link>
      <Title1 as="h1">{t('set.title')}</Title1>
      {message ? <p>{message}</p> : null}
      {children}
    </div>
  );
}
