import {
  allowedInterestEvents,
  interestRegistrationPath,
  isInterestLocked,
  LEVEL_ADMIN,
  LEVEL_CONTRIBUTOR,
} from '@enroll/domain';
import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useInterest, type VersionedInterest } from '../../api/interests/get-interest.ts';
import { interestKeys } from '../../api/interests/query-keys.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { CopyLinkButton, useFamilyLink } from '../../components/copy-link-button/index.ts';
import { DetailFrame, detailStateOf, notifyWriteRefused } from '../../components/detail-frame/index.ts';
import { ExportButton } from '../../components/export/index.ts';
import { MergedIntoBanner } from '../../components/merged-into-banner/merged-into-banner.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { RecordAccessSection } from '../../components/record-access/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import {
  changeInterestStatus,
  storeChangedInterest,
  useChangeInterestStatus,
} from './api/change-interest-status.ts';
import { useDeleteInterest } from './api/delete-interest.ts';
import { exportInterestPdfRequest, interestPdfFallbackName } from './api/export-interest-pdf.ts';
import { useTransferInterest } from './api/transfer-interest.ts';
import { ContactNotes } from './contact-notes.tsx';
import { FamilyEmailNotice } from './family-email-notice.tsx';
import { enInterestDetail } from './i18n/en.ts';
import { InterestSections } from './interest-sections.tsx';

registerMessages('interestDetail', enInterestDetail);

type OpenDialog = 'notInterested' | 'delete' | null;

/**
 * /interest-forms/:id ('Request Information'): every field of the entry, its contact notes and, for a
 * Contributor and up, the actions. A User does not reach it through the list but may type the address:
 * the facts are shown read-only (the API refuses their writes anyway).
 *
 * The spec sets 'Follow up Required' when the coordinator leaves this page with notes. The server
 * does that when a note is added (POST /api/interest-notes), so a closed tab cannot lose it, and this
 * page does nothing on leave.
 */
export function InterestDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('interestDetail');
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useStaffUser();
  const interest = useInterest(id);
  const queryClient = useQueryClient();
  const changeStatus = useChangeInterestStatus();
  const deleteEntry = useDeleteInterest();
  const transfer = useTransferInterest();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // One key per page visit: a repeated click stores one hand-over.
  const [transferKey] = useState(newIdempotencyKey);

  const failedText = (message: string) => t('requestFailed', { message });
  const failed = (error: unknown) =>
    notify('warning', failedText(error instanceof Error ? error.message : ''));

  /** A 409 (someone changed the entry): the server's message, and the entry read again. */
  const conflictOrFailure = (error: unknown) => {
    notifyWriteRefused(error, notify, failedText, () => {
      setDialog(null);
      void interest.refetch();
    });
    throw error;
  };

  /**
   * Undoes a decline stored as version `etag`. It also runs from the notification after the page has
   * gone back to the list, so it uses the fetcher and the cache, not this page's state.
   */
  const undoNotInterested = async (etag: string | null) => {
    try {
      const saved = await changeInterestStatus({ id, change: { undo: 'Not Interested' }, etag });
      storeChangedInterest(queryClient, id, saved);
      notify('success', t('notInterestedUndone', { status: saved.entry.status }));
    } catch (error) {
      notifyWriteRefused(
        error,
        notify,
        failedText,
        () => void queryClient.invalidateQueries({ queryKey: interestKeys.detail(id) }),
      );
    }
  };

  const markNotInterested = async () => {
    let saved: VersionedInterest;
    try {
      saved = await changeStatus.mutateAsync({
        id,
        change: { status: 'Not Interested' },
        etag: interest.data?.etag ?? null,
      });
    } catch (error) {
      conflictOrFailure(error);
      return;
    }
    notify('success', t('markedNotInterested'), {
      label: t('actions.undo'),
      onClick: () => void undoNotInterested(saved.etag),
    });
  };

  const remove = async () => {
    try {
      await deleteEntry.mutateAsync({ id, etag: interest.data?.etag ?? null });
    } catch (error) {
      conflictOrFailure(error);
    }
    notify('success', t('deleted'));
  };

  const startTransfer = () => {
    transfer.mutate(
      { id, idempotencyKey: transferKey },
      {
        onSuccess: ({ transferId }) =>
          navigate(`/add-registration?transfer=${encodeURIComponent(transferId)}`),
        onError: failed,
      },
    );
  };

  const entry = interest.data?.entry;
  // A merged entry is kept read-only: the API refuses its writes, so none is offered.
  const canAct = isAtLeast(user.level, LEVEL_CONTRIBUTOR) && !entry?.mergedInto;
  const events = entry ? allowedInterestEvents(entry) : [];
  const locked = entry ? isInterestLocked(entry) : true;
  const enrollmentLink = useFamilyLink(interestRegistrationPath(entry?._uuid ?? ''), entry?.brandName ?? '');

  const actions =
    entry && canAct ? (
      <>
        {events.includes('markedNotInterested') ? (
          <Button onClick={() => setDialog('notInterested')}>{t('actions.notInterested')}</Button>
        ) : null}
        {events.includes('reopened') ? (
          // While the entry is read again (after a note, say), its ETag is about to change: wait for it.
          <Button
            disabled={changeStatus.isPending || interest.isFetching}
            onClick={() => void undoNotInterested(interest.data?.etag ?? null)}
          >
            {t('actions.undoNotInterested')}
          </Button>
        ) : null}
        {locked ? null : (
          <Button appearance="primary" disabled={transfer.isPending} onClick={startTransfer}>
            {t('actions.transfer')}
          </Button>
        )}
        <CopyLinkButton
          link={enrollmentLink}
          label={t('actions.copyLink')}
          copiedLabel={t('actions.copied')}
          failedMessage={t('copyFailed', { link: enrollmentLink })}
        />
        {locked ? null : (
          <Button onClick={() => navigate(`/editInterestForm/${encodeURIComponent(id)}`)}>
            {t('actions.edit')}
          </Button>
        )}
        {events.includes('noteAdded') ? (
          <Button onClick={() => navigate('/contactNote', { state: { _id: id } })}>
            {t('actions.addNote')}
          </Button>
        ) : null}
        <ExportButton
          label={t('actions.exportPdf')}
          request={exportInterestPdfRequest(id)}
          fallbackFileName={interestPdfFallbackName(entry)}
        />
        <Button onClick={() => setDialog('delete')}>{t('actions.delete')}</Button>
      </>
    ) : undefined;

  return (
    <DetailFrame
      backTo="/interest-forms"
      backLabel={t('back')}
      title={t('title')}
      state={detailStateOf(interest)}
      onRetry={() => void interest.refetch()}
      actions={actions}
    >
      {entry ? (
        <>
          <MergedIntoBanner mergedInto={entry.mergedInto} />
          {locked ? (
            <MessageBar intent="success" data-testid="interest-enrolled">
              <MessageBarBody>
                {t('enrolled.notice')}{' '}
                {entry.registrationId ? (
                  <Link to={`/registration-forms/${encodeURIComponent(entry.registrationId)}`}>
                    {t('enrolled.openRegistration')}
                  </Link>
                ) : null}
              </MessageBarBody>
            </MessageBar>
          ) : null}
          <FamilyEmailNotice interestId={entry.id} canResend={canAct} />
          <InterestSections entry={entry} />
          <ContactNotes interestId={entry.id} />
          {isAtLeast(user.level, LEVEL_ADMIN) ? (
            <RecordAccessSection entity="interest" id={entry.id} />
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        open={dialog === 'notInterested'}
        title={t('notInterestedDialog.title')}
        body={t('notInterestedDialog.body')}
        confirmLabel={t('notInterestedDialog.confirm')}
        onConfirm={markNotInterested}
        onClose={() => setDialog(null)}
        redirectTo="/interest-forms"
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body')}
        confirmLabel={t('deleteDialog.confirm')}
        confirmAppearance="danger"
        onConfirm={remove}
        onClose={() => setDialog(null)}
        redirectTo="/dashboard"
      />
    </DetailFrame>
  );
}
