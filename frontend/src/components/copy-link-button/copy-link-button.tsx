import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNotify } from '../notification-banner/notification-banner.tsx';

/** How long the button reads its copied label (the interest detail's 'Copied!' for one second). */
export const COPIED_MS = 1000;

/** A family's link on this site: the path (with its query) at the browser's own origin. */
export function familyLinkOf(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export interface CopyLinkButtonProps {
  link: string;
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
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      notify('warning', failedMessage);
    }
  };
  return (
    <Button onClick={() => void copy()} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  );
}
