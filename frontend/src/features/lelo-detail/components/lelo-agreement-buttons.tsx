import { LEVEL_CONTRIBUTOR, type LeloRegistrationRecord, validationMessagesEn } from '@enroll/domain';
import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { ExportButton } from '../../../components/export/index.ts';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isAtLeast, useStaffUser } from '../../../staff-session/index.ts';
import { exportLeloPdfRequest, leloPdfFallbackName } from '../api/export-lelo-pdf.ts';
import {
  exportSignedAgreementRequest,
  SIGNED_AGREEMENT_FALLBACK_NAME,
} from '../api/export-signed-agreement.ts';
import { useRegenerateAgreement } from '../api/regenerate-agreement.ts';

registerMessages('leloAgreement', {
  exportPdf: 'Export to PDF',
  exportSignedAgreement: 'Export Signed Agreement',
  regenerate: 'Regenerate Signed Agreement',
  regenerated: 'The signed agreement was made again from the stored signatures.',
});

/** The regenerate button is restored 2 s after a success. */
export const REGENERATE_RESTORE_MS = 2000;

const useStyles = makeStyles({
  root: { display: 'contents' },
  working: { opacity: 0.5 },
});

/** A server code → its words: a signed entry whose PDF is not stored (yet) says so. */
const AGREEMENT_MESSAGES = {
  'leloExport.agreementMissing': validationMessagesEn['leloExport.agreementMissing'],
} as const;

export interface LeloAgreementButtonsProps {
  entry: Pick<LeloRegistrationRecord, 'id' | 'status' | 'firstName' | 'lastName'>;
}

/**
 * The detail's export buttons: Export to PDF ('{first}{last}_LeloForm.pdf', every level), and, once
 * the entry is not Active, Export Signed Agreement (the stored PDF; a missing one says so) and
 * Regenerate Signed Agreement (Contributor and up). Regenerate greys to half opacity while it works,
 * stays so for 2 s after a success, and is enabled again at once after a failure.
 */
export function LeloAgreementButtons({ entry }: LeloAgreementButtonsProps) {
  const { t } = useTranslation('leloAgreement');
  const styles = useStyles();
  const user = useStaffUser();
  const regenerate = useRegenerateAgreement();
  const notify = useNotify();
  const [working, setWorking] = useState(false);
  const restore = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (restore.current) clearTimeout(restore.current);
    },
    [],
  );

  const onRegenerate = () => {
    if (working) return;
    setWorking(true);
    regenerate.mutate(entry.id, {
      onSuccess: () => {
        notify('success', t('regenerated'));
        restore.current = setTimeout(() => setWorking(false), REGENERATE_RESTORE_MS);
      },
      // The API client has reported the failure; the button can be used again at once.
      onError: () => setWorking(false),
    });
  };

  const signed = entry.status !== 'Active';
  return (
    <div className={styles.root}>
      <ExportButton
        label={t('exportPdf')}
        request={exportLeloPdfRequest(entry.id)}
        fallbackFileName={leloPdfFallbackName(entry)}
      />
      {signed && (
        <ExportButton
          label={t('exportSignedAgreement')}
          request={exportSignedAgreementRequest(entry.id)}
          fallbackFileName={SIGNED_AGREEMENT_FALLBACK_NAME}
          codeMessages={AGREEMENT_MESSAGES}
        />
      )}
      {signed && isAtLeast(user.level, LEVEL_CONTRIBUTOR) && (
        <Button
          icon={<ArrowSyncRegular />}
          className={working ? styles.working : undefined}
          disabledFocusable={working}
          aria-busy={working}
          onClick={onRegenerate}
        >
          {t('regenerate')}
        </Button>
      )}
    </div>
  );
}
