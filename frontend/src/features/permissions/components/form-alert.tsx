import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { SubmitFailure } from '../submit-failure.ts';

/** The message above a dialog's buttons after a refused save, read out as it appears. */
export function FormAlert({ alert, action }: { alert: SubmitFailure['alert']; action?: ReactNode }) {
  const { t } = useTranslation('permissions');
  return (
    <MessageBar intent="error" role="alert" data-testid="permission-form-alert">
      <MessageBarBody>{'text' in alert ? alert.text : t(alert.key)}</MessageBarBody>
      {action && <MessageBarActions>{action}</MessageBarActions>}
    </MessageBar>
  );
}
