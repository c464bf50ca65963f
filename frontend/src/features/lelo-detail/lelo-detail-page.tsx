import { LEVEL_CONTRIBUTOR } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import { useMarkLeloInactive } from '../../api/lelo-staff/mark-lelo-inactive.ts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { DetailFrame, detailStateOf } from '../../components/detail-frame/index.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { isAtLeast, useStaffUser } from '../../staff-session/index.ts';
import { FamilyLinkNotice } from './components/family-link-notice.tsx';
import { LeloAgreementButtons } from './components/lelo-agreement-buttons.tsx';
import { enLeloDetail } from './i18n/en.ts';
import { LeloSections } from './lelo-sections.tsx';

registerMessages('leloDetail', enLeloDetail);

/**
 * /lelo-forms/:id: the secondary enrollment's sections, its signature images (read through the
 * staff API), and for a Contributor and up Edit and Inactive ('Inactive?' → 'Mark as Inactive', then
 * /lelo-forms; hidden once Inactive). Every level reads; the API refuses a User's writes anyway.
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

  const entry = lelo.data?.entry;
  const canAct = isAtLeast(user.level, LEVEL_CONTRIBUTOR);
  const title = entry ? `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim() || t('title') : t('title');

  const inactive = async () => {
    try {
      await markInactive.mutateAsync({ id, etag: lelo.data?.etag ?? null });
    } catch (error) {
      // A 409 (changed by someone else, or no longer Active/Signed): the server's message, read again.
      if (error instanceof ApiError && error.status === 409) {
        notify('warning', error.message);
        setConfirming(false);
        void lelo.refetch();
      } else {
        notify('warning', t('requestFailed', { message: error instanceof Error ? error.message : '' }));
      }
      throw error;
    }
    notify('success', t('markedInactive'));
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
      {entry?.status === 'Active' ? <FamilyLinkNotice entry={entry} /> : null}
      {entry ? <LeloSections entry={entry} /> : null}
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
