import { canResendFamilyEmail } from '@enroll/domain';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFamilyEmail } from './api/get-family-email.ts';
import { useResendFamilyEmail } from './api/resend-family-email.ts';

/**
 * When the confirmation to the family was held back by the hourly cap or failed, says so on the entry
 * and offers Resend (Contributor and up; the API refuses anyone else). Nothing while it is sent, on its
 * way, or when the center does not e-mail families.
 */
export function FamilyEmailNotice({ interestId, canResend }: { interestId: string; canResend: boolean }) {
  const { t } = useTranslation('interestDetail');
  const notify = useNotify();
  const familyEmail = useFamilyEmail(interestId);
  const resend = useResendFamilyEmail();
  const state = familyEmail.data?.state;
  if (!state || !canResendFamilyEmail(state)) return null;
  const send = () =>
    resend.mutate(interestId, {
      onSuccess: () => notify('success', t('familyEmail.resent')),
      onError: (error) => {
        notify('warning', error.message);
        void familyEmail.refetch();
      },
    });
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="family-email">
      <MessageBarBody>{t(`familyEmail.${state}`)}</MessageBarBody>
      {canResend ? (
        <MessageBarActions>
          <Button disabled={resend.isPending} onClick={send}>
            {t('familyEmail.resend')}
          </Button>
        </MessageBarActions>
      ) : null}
    </MessageBar>
  );
}
