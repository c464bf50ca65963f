import {
  canResendRecordMail,
  type FamilyMailEntity,
  RECORD_MAIL_LABELS,
  type RecordFamilyEmail,
  usDateTime,
} from '@enroll/domain';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRecordFamilyEmails } from '../../api/family-emails/get-record-family-emails.ts';
import { useResendRecordFamilyEmail } from '../../api/family-emails/resend-record-family-email.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DetailSection, SectionLoadState } from '../detail-frame/index.ts';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import { enFamilyEmails } from './i18n/en.ts';

registerMessages('familyEmails', enFamilyEmails);

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  line: { display: 'grid', gap: tokens.spacingVerticalXXS },
  what: { fontWeight: tokens.fontWeightSemibold },
  how: { color: tokens.colorNeutralForeground2 },
});

/**
 * "E-mails to the Family" on a registration's or a secondary enrollment's detail: each mail the
 * record sent its family with what became of it. One that could not be sent says so as a warning,
 * with Resend E-mail for Contributors and up (the API refuses anyone else).
 */
export function FamilyEmailsSection({
  entity,
  id,
  canResend,
}: {
  entity: FamilyMailEntity;
  id: string;
  canResend: boolean;
}) {
  const { t } = useTranslation('familyEmails');
  const styles = useStyles();
  const notify = useNotify();
  const emails = useRecordFamilyEmails(entity, id);
  const resend = useResendRecordFamilyEmail(entity, id);
  const list = emails.data?.emails ?? [];
  const send = (mail: RecordFamilyEmail) =>
    resend.mutate(mail.mailId, {
      onSuccess: () => notify('success', t('resent')),
      onError: (error) => notify('warning', error.message),
    });
  return (
    <DetailSection title={t('title')} rows={[]}>
      <SectionLoadState
        query={emails}
        empty={list.length === 0}
        loading={t('loading')}
        failed={t('failed')}
        none={t('none')}
      />
      {list.length > 0 ? (
        <ul className={styles.list} aria-label={t('listLabel')} data-testid="family-emails">
          {list.map((mail) => {
            const what = RECORD_MAIL_LABELS[mail.kind];
            const state = t(`states.${mail.state}`, { attempts: mail.attempts });
            if (!canResendRecordMail(mail.state)) {
              return (
                <li key={mail.mailId} className={styles.line}>
                  <span className={styles.what}>{what}</span>
                  <span className={styles.how}>
                    {state} · <time dateTime={mail.at}>{usDateTime(mail.at)}</time>
                  </span>
                </li>
              );
            }
            return (
              <li key={mail.mailId}>
                <MessageBar intent="warning" layout="multiline">
                  <MessageBarBody>
                    <span className={styles.what}>{what}</span>: {state} ·{' '}
                    <time dateTime={mail.at}>{usDateTime(mail.at)}</time>
                  </MessageBarBody>
                  {canResend ? (
                    <MessageBarActions>
                      <Button
                        aria-label={t('resendLabel', { mail: what })}
                        disabled={resend.isPending && resend.variables === mail.mailId}
                        onClick={() => send(mail)}
                      >
                        {t('resend')}
                      </Button>
                    </MessageBarActions>
                  ) : null}
                </MessageBar>
              </li>
            );
          })}
        </ul>
      ) : null}
    </DetailSection>
  );
}
