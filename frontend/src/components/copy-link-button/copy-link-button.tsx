import { brandNamed } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useBrands } from '../../api/brands.ts';
import { useNotify } from '../notification-banner/notification-banner.tsx';

/** How long the button reads its copied label (the interest detail's 'Copied!' for one second). */
export const COPIED_MS = 1000;

/**
 * A family's link for staff to pass on: the path (with its query) at the public address of the
 * family's brand (`brandName`: a learning center's brand), the address its e-mails link to, so the
 * page opens painted as that brand. Null while the brands load; this site's own address when they
 * cannot be read or none is named.
 */
export function useFamilyLink(path: string, brandName: string): string | null {
  const brands = useBrands();
  if (brands.isPending) return null;
  const address = brandNamed(brands.data ?? [], brandName)?.publicUrl || window.location.origin;
  return new URL(path, address).toString();
}

export interface CopyLinkButtonProps {
  /** Null while the link is not known yet: the button waits, disabled. */
  link: string | null;
  label: string;
  copiedLabel: string;
  /** Shown when the browser gives no clipboard (permission refused, plain http): it holds the link. */
  failedMessage: string;
}

/** Copies a link and reads `copiedLabel` for COPIED_MS; without a clipboard, shows the link to copy by hand. */
export function CopyLinkButton({ link, label, copiedLabel, failedMessage }: CopyLinkButtonProps) {
  const notify = useNotify();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      notify('warning', failedMessage);
    }
  };
  return (
    <Button onClick={() => void copy()} disabled={link === null} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  );
}
