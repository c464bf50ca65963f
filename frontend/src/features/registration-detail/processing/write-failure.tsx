import type { FieldError } from '@enroll/domain';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Why a processing write failed, for the dialog: the message, and whether a fresh read fixes it. */
export interface WriteFailure {
  message: string;
  /** A 409: someone changed the registration since it was read; Reload reads it again. */
  stale: boolean;
}

/**
 * What a failed write shows. A 400's field errors go to `onFieldErrors` (the fields show them) and
 * nothing more is said; a 409 is the server's message with Reload; anything else is a plain failure.
 */
export function writeFailureOf(
  error: unknown,
  fallback: string,
  onFieldErrors?: (errors: FieldError[]) => boolean,
): WriteFailure | null {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message, stale: true };
    if (error.status === 400 && error.errors.length > 0 && onFieldErrors?.(error.errors)) return null;
  }
  return { message: fallback, stale: false };
}

/**
 * The failure inside a processing dialog, with Reload after a 409: the registration is read again
 * (`onReload`), and only once that read is in (the next write sends its ETag) the message goes
 * (`onReloaded`).
 */
export function WriteFailureMessage({
  failure,
  onReload,
  onReloaded,
}: {
  failure: WriteFailure | null;
  onReload: () => Promise<unknown>;
  onReloaded: () => void;
}) {
  const { t } = useTranslation('registrationDetail');
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
    onReloaded();
  };
  if (!failure) return null;
  return (
    <MessageBar intent={failure.stale ? 'warning' : 'error'} role="alert">
      <MessageBarBody>{failure.message}</MessageBarBody>
      {failure.stale ? (
        <MessageBarActions>
          <Button disabled={reloading} onClick={() => void reload()}>
            {t('reload')}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
