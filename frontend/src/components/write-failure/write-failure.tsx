import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { FieldOf, ServerErrorTarget } from '../../lib/forms/field-errors.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { enWriteFailure } from './i18n/en.ts';

registerMessages('writeFailure', enWriteFailure);

/** Why a dialog's write failed: the message, and whether a fresh read fixes it. */
export interface WriteFailure {
  message: string;
  /** A 409: someone changed the record since it was read; Reload reads it again. */
  stale: boolean;
}

/**
 * What a failed write shows. A 400's field errors go on the fields of the dialog's `form` (`fieldOf`
 * says where, see `applyServerFieldErrors`), and when one did nothing more is said; a 409 is the
 * server's message with Reload; anything else is a plain failure.
 */
export function writeFailureOf<Values extends FieldValues>(
  error: unknown,
  fallback: string,
  form?: ServerErrorTarget<Values>,
  fieldOf?: FieldOf,
): WriteFailure | null {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message, stale: true };
    if (
      error.status === 400 &&
      form &&
      applyServerFieldErrors(form, error, fieldOf).length < error.errors.length
    )
      return null;
  }
  return { message: fallback, stale: false };
}

/**
 * The failure inside a dialog, with Reload after a 409: the record is read again
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
  const { t } = useTranslation('writeFailure');
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
