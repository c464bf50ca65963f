import { LEVEL_ADMIN, LEVEL_CONTRIBUTOR } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLeloEntry, type VersionedLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../api/lelo-staff/lelo-entry-keys.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DetailFrame, detailStateOf, notifyWriteRefused } from '../../components/detail-frame/index.ts';
import { FamilyEmailsSection } from '../../components/family-emails/index.ts';
import { MergedIntoBanner } from '../../components/merged-into-banner/merged-into-banner.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { RecordAccessSection } from '../../components/record-access/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { useMarkLeloInactive } from './api/mark-lelo-inactive.ts';
import { storeChangedLeloEntry, undoLeloInactive } from './api/undo-lelo-inactive.ts';
import { FamilyLinkNotice } from './components/family-link-notice.tsx';
import { LeloAgreementButtons } from './components/lelo-agreement-buttons.tsx';
import { enLeloDetail } from './i18n/en.ts';
import { LeloSections } from './lelo-sections.tsx';

registerMessages('leloDetail', enLeloDetail);

/**
 * /lelo-forms/:id: the secondary enrollment's sections, its signature images (read through the
 * staff API), and for a Contributor and up Edit and Inactive ('Inactive?' → 'Mark as Inactive', then
 * /lelo-forms with an Undo in the notification; an Inactive entry offers Undo Inactive instead). Every
 * level reads; the API refuses a User's writes anyway.
 */
export function LeloDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('leloDetail');
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useStaffUser();
  const lelo = useLeloEntry(id);
  const markInactive = useMarkLeloInactive();
  const [confirming, setConfirming] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const queryClient = useQueryClient();

  const entry = lelo.data?.entry;
  // A merged entry is kept read-only: the API refuses its writes, so none is offered.
  const canAct = isAtLeast(user.level, LEVEL_CONTRIBUTOR) && !entry?.mergedInto;
  const title = entry ? `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim() || t('title') : t('title');
  const failedText = (message: string) => t('requestFailed', { message });

  /**
   * Undoes Inactive on version `etag`. It also runs from the notification after the page has gone
   * back to the list, so it uses the fetcher and the cache, not this page's state.
   */
  const undoInactive = async (etag: string | null) => {
    setUndoing(true);
    try {
      const saved = await undoLeloInactive({ id, etag });
      storeChangedLeloEntry(queryClient, id, saved);
      notify('success', t('inactiveUndone', { status: saved.entry.status }));
    } catch (error) {
      notifyWriteRefused(
        error,
        notify,
        failedText,
        () => void queryClient.invalidateQueries({ queryKey: leloEntryKeys.detail(id) }),
      );
    } finally {
      setUndoing(false);
    }
  };

  const inactive = async () => {
    let saved: VersionedLeloEntry;
    try {
      saved = await markInactive.mutateAsync({ id, etag: lelo.data?.etag ?? null });
    } catch (error) {
      // A 409 (changed by someone else, or no longer Active/Signed): the server's message, read again.
      notifyWriteRefused(error, notify, failedText, () => {
        setConfirming(false);
        void lelo.refetch();
      });
      throw error;
    }
    notify('success', t('markedInactive'), {
      label: t('actions.undo'),
      onClick: () => void undoInactive(saved.etag),
    });
  };

  const actions = entry ? (
    <>
      {canAct ? (
        <Button appearance="primary" onClick={() => navigate(`/editLeloForm/${encodeURIComponent(id)}`)}>
          {t('actions.edit')}
        </Button>
      ) : null}
      <LeloAgreementButtons entry={entry} />
      {canAct && entry.status !== 'Inactive' ? (
        <Button onClick={() => setConfirming(true)}>{t('actions.inactive')}</Button>
      ) : null}
      {canAct && entry.status === 'Inactive' ? (
        // While the entry is read again its ETag is about to change: wait for it.
        <Button
          disabled={undoing || lelo.isFetching}
          onClick={() => void undoInactive(lelo.data?.etag ?? null)}
        >
          {t('actions.undoInactive')}
        </Button>
      ) : null}
    </>
  ) : undefined;

  return (
    <DetailFrame
      backTo="/lelo-forms"
      backLabel={t('back')}
      title={title}
      state={detailStateOf(lelo)}
      onRetry={() => void lelo.refetch()}
      actions={actions}
    >
      <MergedIntoBanner mergedInto={entry?.mergedInto} />
      {entry?.status === 'Active' ? <FamilyLinkNotice entry={entry} /> : null}
      {entry ? <LeloSections entry={entry} /> : null}
      {entry ? <FamilyEmailsSection entity="leloRegistration" id={entry.id} canResend={canAct} /> : null}
      {entry && isAtLeast(user.level, LEVEL_ADMIN) ? (
        <RecordAccessSection entity="leloRegistration" id={entry.id} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('inactiveDialog.title')}
        body={t('inactiveDialog.body')}
        confirmLabel={t('inactiveDialog.confirm')}
        confirmAppearance="danger"
        onConfirm={inactive}
        onClose={() => setConfirming(false)}
        redirectTo="/lelo-forms"
      />
    </DetailFrame>
  );
}
