import { type GrantActor, LEVEL_GENERAL, type UserPermission } from '@enroll/domain';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog, NO_REDIRECT } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useVersionedUser, type VersionedUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import {
  checkUpdate,
  clearChanged,
  type PermissionFormErrors,
  type PermissionFormValues,
} from '../permission-form.ts';
import { editRefusal, existingGrantOf, sharesOtherCharters } from '../permission-rules.ts';
import { type SubmitFailure, submitFailureOf } from '../submit-failure.ts';
import { usePermissionDialogStyles } from './dialog-styles.ts';
import { focusFirstInvalid } from './first-invalid.ts';
import { FormAlert } from './form-alert.tsx';
import { PermissionDialogForm, PermissionDialogFrame } from './permission-dialog-form.tsx';
import { PermissionFields } from './permission-fields.tsx';
import { SignInBinding } from './sign-in-binding.tsx';

/** How an update ended: the person's name, and whether they were removed (level General) or their sign-in reset. */
export interface UpdateOutcome {
  name: string;
  removed: boolean;
  signInReset?: boolean;
}

interface EditFormProps {
  formId: string;
  /** The dialog's update request (its Save button shows whether it is on its way). */
  update: ReturnType<typeof useUpdateUser>;
  /** Whether the permission may be saved (the dialog's Save button), told while the form is shown. */
  onSavable: (savable: boolean) => void;
  actor: GrantActor;
  versioned: VersionedUser;
  onReload: () => void;
  onSaved: (outcome: UpdateOutcome) => void;
}

function EditForm({ formId, update, onSavable, actor, versioned, onReload, onSaved }: EditFormProps) {
  const { t } = useTranslation('permissions');
  const translate = useValidationMessage();
  const styles = usePermissionDialogStyles();
  const { user, etag } = versioned;
  const existing = useMemo(() => existingGrantOf(user), [user]);
  const refusal = editRefusal(actor, user);
  useEffect(() => {
    onSavable(!refusal);
    return () => onSavable(false);
  }, [onSavable, refusal]);
  // Another Admin's charters are on this permission: its level is theirs too (locked here).
  const shared = sharesOtherCharters(actor, user);
  const [values, setValues] = useState<PermissionFormValues>({
    level: user.userLevel,
    charterIds: user.charterAssignments.map((charter) => charter._id),
  });
  const [errors, setErrors] = useState<PermissionFormErrors>({});
  const [alert, setAlert] = useState<SubmitFailure['alert'] | null>(null);
  const [conflict, setConflict] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const levelRef = useRef<HTMLSelectElement>(null);
  const chartersRef = useRef<HTMLInputElement>(null);
  const fields = { level: levelRef, charters: chartersRef };

  const showFailure = (failure: SubmitFailure) => {
    setErrors(failure.errors);
    setAlert(failure.alert);
    setConflict(failure.reloadable === true);
    focusFirstInvalid(failure.errors, fields);
  };

  const save = async (): Promise<void> => {
    const checked = checkUpdate(values);
    if (!checked.ok) return;
    setErrors({});
    setAlert(null);
    setConflict(false);
    try {
      await update.mutateAsync({ id: user._id, body: checked.body, etag });
      onSaved({ name: user.name, removed: values.level === LEVEL_GENERAL });
    } catch (error) {
      showFailure(submitFailureOf(error));
    }
  };

  const submit = () => {
    const checked = checkUpdate(values);
    if (!checked.ok) {
      showFailure({ errors: checked.errors, alert: { key: 'form.fixErrors' } });
      return;
    }
    // Level General takes the person's access away: confirmed first (the shared confirm modal).
    if (values.level === LEVEL_GENERAL) setConfirming(true);
    else void save();
  };

  const busy = update.isPending;
  return (
    <PermissionDialogForm
      formId={formId}
      onSubmit={submit}
      after={
        <ConfirmDialog
          open={confirming}
          title={t('remove.title')}
          body={t('remove.body', { name: user.name })}
          confirmLabel={t('remove.confirm')}
          confirmAppearance="danger"
          onConfirm={save}
          onClose={() => setConfirming(false)}
          redirectTo={NO_REDIRECT}
        />
      }
    >
      <p className={styles.person}>
        <span className={styles.personName}>{user.name}</span>{' '}
        <span className={styles.personEmail}>({user.azureID})</span>
      </p>
      {refusal ? (
        <FormAlert alert={{ text: translate(refusal) ?? refusal }} />
      ) : (
        <>
          {shared && (
            <MessageBar intent="info" data-testid="shared-permission-note">
              <MessageBarBody>{t('shared.note')}</MessageBarBody>
            </MessageBar>
          )}
          <PermissionFields
            actor={actor}
            existing={existing}
            assigned={user.charterAssignments}
            values={values}
            onChange={(next) => {
              setErrors(clearChanged(errors, values, next));
              setValues(next);
            }}
            errors={errors}
            disabled={busy}
            levelRef={levelRef}
            chartersRef={chartersRef}
            levelLocked={shared}
          />
        </>
      )}
      <SignInBinding
        actor={actor}
        user={user}
        etag={etag}
        disabled={busy}
        onReset={() => onSaved({ name: user.name, removed: false, signInReset: true })}
        onFailure={showFailure}
      />
      {alert && (
        <FormAlert
          alert={alert}
          action={
            conflict ? (
              <Button size="small" onClick={onReload}>
                {t('form.reload')}
              </Button>
            ) : undefined
          }
        />
      )}
    </PermissionDialogForm>
  );
}

function UpdateUserContent({ id, ...form }: { id: string } & Omit<EditFormProps, 'versioned' | 'onReload'>) {
  const { t } = useTranslation('permissions');
  const query = useVersionedUser(id);
  if (query.isSuccess) {
    return (
      <EditForm
        // A reload after a conflict starts over from the version just read.
        key={query.data.etag ?? query.data.user.updatedAt}
        {...form}
        versioned={query.data}
        onReload={() => void query.refetch()}
      />
    );
  }
  if (query.isError) {
    return (
      <LoadFailed
        message={
          query.error instanceof ApiError && query.error.status === 404
            ? query.error.message
            : t('update.loadError')
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner label={t('update.loading')} />;
}

export interface UpdateUserDialogProps {
  /** The row whose 'Update' was chosen; null when closed. */
  target: UserPermission | null;
  actor: GrantActor;
  onClose: () => void;
  onSaved: (outcome: UpdateOutcome) => void;
}

/**
 * 'Update User Permission': the level and charters of a listed person, read fresh with its version
 * (ETag), so a change someone else made in between is refused (409) instead of overwritten.
 */
export function UpdateUserDialog({ target, actor, onClose, onSaved }: UpdateUserDialogProps) {
  const { t } = useTranslation('permissions');
  const update = useUpdateUser();
  const formId = useId();
  // Save shows once the permission is read, and only when it may be changed.
  const [savable, setSavable] = useState(false);
  return (
    <PermissionDialogFrame
      open={target !== null}
      title={t('update.title')}
      onClose={onClose}
      formId={savable ? formId : null}
      busy={savable && update.isPending}
    >
      {target && (
        <UpdateUserContent
          key={target._id}
          id={target._id}
          formId={formId}
          update={update}
          onSavable={setSavable}
          actor={actor}
          onSaved={onSaved}
        />
      )}
    </PermissionDialogFrame>
  );
}
