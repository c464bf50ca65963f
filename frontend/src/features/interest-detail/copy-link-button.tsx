import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

/** How long the button reads 'Copied!' (spec: Copied label 1000 ms). */
export const COPIED_MS = 1000;

/** The family's link to the registration wizard prefilled from this entry. */
export function enrollmentLinkOf(uuid: string): string {
  return `${window.location.origin}/register-interest?uuid=${encodeURIComponent(uuid)}`;
}

/** 'Copy Enrollment Link': copies the link and reads 'Copied!' for one second. */
export function CopyLinkButton({ uuid }: { uuid: string }) {
  const { t } = useTranslation('interestDetail');
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const link = enrollmentLinkOf(uuid);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (permission refused, plain http): the link is shown so it can be copied by hand.
      notify('warning', t('copyFailed', { link }));
    }
  };
  return (
    <Button onClick={() => void copy()} aria-live="polite">
      {copied ? t('actions.copied') : t('actions.copyLink')}
    </Button>
  );
}
