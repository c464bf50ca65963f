import {
  LEVEL_ADMIN,
  LEVEL_CONTRIBUTOR,
  progressStepOf,
  type RegistrationAction,
  registrationActions,
  type StaffRegistrationValues,
} from '@enroll/domain';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useRegistration } from '../../api/registrations/get-registration.ts';
import { DetailFrame, detailStateOf } from '../../components/detail-frame/index.ts';
import { ExportButton } from '../../components/export/index.ts';
import { FamilyEmailsSection } from '../../components/family-emails/index.ts';
import { MergedIntoBanner } from '../../components/merged-into-banner/merged-into-banner.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import {
  OrientationSchedulerDialog,
  useOrientationEmailNotice,
} from '../../components/orientation-scheduler/index.ts';
import { RecordAccessSection } from '../../components/record-access/index.ts';
import { RegistrationProgress } from '../../components/registration-progress/registration-progress.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { exportRegistrationPdfRequest, registrationPdfFallbackName } from './api/export-registration-pdf.ts';
import { useUpdateRegistration } from './api/update-registration.ts';
import { type EditSession, startEditSession } from './edit-session.ts';
import { enRegistrationDetail } from './i18n/en.ts';
import { ProcessRegistrationDialog } from './processing/process-registration-dialog.tsx';
import { ReactivateDialog } from './processing/reactivate-dialog.tsx';
import type { RegistrationDialogProps } from './processing/registration-dialog-props.ts';
import { SpecialProgramsDialog } from './processing/special-programs-dialog.tsx';
import { TerminateDialog } from './processing/terminate-dialog.tsx';
import { RegistrationSections } from './registration-sections.tsx';

registerMessages('registrationDetail', enRegistrationDetail);

/**
 * The staff registration form is a large chunk (every section of the registration): it loads when a
 * coordinator opens Edit Form, not with the summary every reader sees.
 */
const StaffRegistrationForm = lazy(async () => ({
  default: (await import('../../components/staff-registration-form/index.ts')).StaffRegistrationForm,
}));

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** The processing buttons, each opening its dialog (Contributor and up: the API refuses a User). */
const PROCESSING_ACTIONS = [
  'processRegistration',
  'rescheduleOrientation',
  'addSpecialPrograms',
  'terminateRegistration',
  'reactivateRegistration',
] as const satisfies readonly RegistrationAction[];
type ProcessingAction = (typeof PROCESSING_ACTIONS)[number];

/**
 * /registration-forms/:id ('Enrollment Registration Form'): the progress of the registration, its
 * read-only summary and the buttons of the spec's rule (registrationActions). Edit Form (Contributor
 * and up: the API refuses a User's save) swaps the summary for the staff form, saved with the ETag of
 * the read it started from; a 409 shows the server's message and keeps what was typed. The processing
 * buttons (Contributor and up) open their dialogs; each write sends the ETag of the detail's read and
 * puts the saved record in the detail's cache, so the progress and the buttons follow it.
 */
export function RegistrationDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const notify = useNotify();
  const orientationEmailNotice = useOrientationEmailNotice();
  const user = useStaffUser();
  const registration = useRegistration(id);
  const update = useUpdateRegistration();
  const [edit, setEdit] = useState<EditSession | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ProcessingAction | null>(null);

  const record = registration.data?.record;
  // A merged registration is kept read-only: the API refuses its writes, so none is offered.
  const canEdit = isAtLeast(user.level, LEVEL_CONTRIBUTOR) && !record?.mergedInto;
  const actions = record ? registrationActions(record) : [];

  const openEdit = () => {
    if (!registration.data) return;
    setConflict(null);
    setEdit(startEditSession(registration.data.record, registration.data.etag, (edit?.key ?? 0) + 1));
  };

  const closeEdit = () => {
    setConflict(null);
    setEdit(null);
  };

  /** After a 409: read the registration again and start the form from it (what was typed is dropped). */
  const reload = async () => {
    const fresh = await registration.refetch();
    if (!fresh.data) return;
    setConflict(null);
    setEdit(startEditSession(fresh.data.record, fresh.data.etag, (edit?.key ?? 0) + 1));
  };

  const closeDialog = () => setDialog(null);
  const reloadRecord = () => registration.refetch();
  // What the dialogs that change the registration are given: a save closes the dialog and says so.
  const changes: RegistrationDialogProps | null = registration.data
    ? {
        registration: registration.data,
        onClose: closeDialog,
        onSaved: () => {
          closeDialog();
          notify('success', t('saved'));
        },
        onReload: reloadRecord,
      }
    : null;

  const submit = async (values: StaffRegistrationValues) => {
    if (!edit) return;
    try {
      await update.mutateAsync({ id, values, etag: edit.etag });
    } catch (error) {
      // The form keeps the values and shows a 400's field errors; a 409 also stays on the screen.
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      throw error;
    }
    closeEdit();
    notify('success', t('saved'));
  };

  const buttons = record ? (
    <>
      {actions.includes('editForm') && canEdit && !edit ? (
        <Button appearance="primary" onClick={openEdit}>
          {t('actions.editForm')}
        </Button>
      ) : null}
      {canEdit && !edit
        ? PROCESSING_ACTIONS.filter((action) => actions.includes(action)).map((action) => (
            <Button key={action} onClick={() => setDialog(action)}>
              {t(`actions.${action}`)}
            </Button>
          ))
        : null}
      <ExportButton
        label={t('actions.exportPdf')}
        request={exportRegistrationPdfRequest(id)}
        fallbackFileName={registrationPdfFallbackName(record)}
      />
    </>
  ) : undefined;

  return (
    <DetailFrame
      backTo="/registration-forms"
      backLabel={t('back')}
      title={t('title')}
      state={detailStateOf(registration)}
      onRetry={() => void registration.refetch()}
      actions={buttons}
    >
      {record ? (
        <div className={styles.body}>
          <MergedIntoBanner mergedInto={record.mergedInto} />
          <RegistrationProgress current={progressStepOf(record)} />
          {edit ? (
            <>
              {conflict ? (
                <MessageBar intent="warning" role="alert">
                  <MessageBarBody>{conflict}</MessageBarBody>
                  <MessageBarActions>
                    <Button onClick={() => void reload()}>{t('reload')}</Button>
                  </MessageBarActions>
                </MessageBar>
              ) : null}
              <Suspense fallback={<Spinner label={t('loadingForm')} />}>
                <StaffRegistrationForm
                  key={edit.key}
                  mode="edit"
                  defaultValues={edit.defaultValues}
                  stored={edit.defaultValues}
                  defaultSite={edit.defaultSite}
                  submitLabel={t('actions.submitChanges')}
                  onSubmit={submit}
                  actions={<Button onClick={closeEdit}>{t('actions.cancelEdit')}</Button>}
                />
              </Suspense>
            </>
          ) : (
            <RegistrationSections record={record} />
          )}
          <FamilyEmailsSection entity="registration" id={record.id} canResend={canEdit} />
          {isAtLeast(user.level, LEVEL_ADMIN) ? (
            <RecordAccessSection entity="registration" id={record.id} />
          ) : null}
        </div>
      ) : null}
      {changes && canEdit ? (
        <>
          {dialog === 'processRegistration' ? (
            <ProcessRegistrationDialog
              registration={changes.registration}
              onClose={closeDialog}
              onReload={reloadRecord}
            />
          ) : null}
          <OrientationSchedulerDialog
            open={dialog === 'rescheduleOrientation'}
            registrationId={id}
            etag={changes.registration.etag}
            reschedule
            current={changes.registration.record}
            onClose={closeDialog}
            onScheduled={(_saved, emailSent) => {
              closeDialog();
              orientationEmailNotice(emailSent);
            }}
          />
          {dialog === 'addSpecialPrograms' ? <SpecialProgramsDialog {...changes} /> : null}
          {dialog === 'terminateRegistration' ? <TerminateDialog {...changes} /> : null}
          <ReactivateDialog
            {...changes}
            open={dialog === 'reactivateRegistration'}
            onSaved={() => notify('success', t('saved'))}
          />
        </>
      ) : null}
    </DetailFrame>
  );
}
