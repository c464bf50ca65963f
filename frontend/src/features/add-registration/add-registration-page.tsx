import type { RegistrationHandover } from '@enroll/domain';
import { MessageBar, MessageBarBody, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { useRegistrationTransfer } from '../../api/interests/get-registration-transfer.ts';
import { DetailFrame, DetailSection, detailStateOf } from '../../components/detail-frame/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { enRegistrationHandover } from './i18n/en.ts';

registerMessages('registrationHandover', enRegistrationHandover);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px', width: '100%' },
});

const join = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

/** '2010-04-09' as 04/09/2010 (a calendar day: no time zone). */
const calendarDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$2/$3/$1');

function CarriedFacts({ handover }: { handover: RegistrationHandover }) {
  const { t } = useTranslation('registrationHandover');
  return (
    <DetailSection
      title={t('carried')}
      rows={[
        { label: t('fields.student'), value: join(handover.studentFirstName, handover.studentLastName) },
        { label: t('fields.birthDate'), value: calendarDate(handover.birthDate) },
        { label: t('fields.gradeLevel'), value: handover.gradeLevel },
        {
          label: t('fields.parent'),
          value: join(handover.parentFirstName, handover.parentLastName),
        },
        { label: t('fields.email'), value: handover.primaryEmail },
        { label: t('fields.phone'), value: handover.phone },
        { label: t('fields.learningCenter'), value: handover.learningCenterName },
        { label: t('fields.charter'), value: handover.learningCenterCharter || handover.charter },
        { label: t('fields.learningCenterAddress'), value: handover.learningCenterAddress },
        { label: t('fields.interestUuid'), value: handover.interestUuid },
      ]}
    />
  );
}

/**
 * /add-registration (Contributor+). Until the registration issue builds the staff form, this page says
 * it is coming soon; with ?transfer={id} (from 'Transfer to Registration Form') it reads the stored
 * hand-over and shows what was carried, so the staff member sees that nothing is lost.
 */
export function AddRegistrationPage() {
  const { t } = useTranslation('registrationHandover');
  const styles = useStyles();
  const transferId = useSearchParams()[0].get('transfer');
  const transfer = useRegistrationTransfer(transferId);
  const comingSoon = (
    <MessageBar intent="info">
      <MessageBarBody>{t('comingSoon')}</MessageBarBody>
    </MessageBar>
  );
  if (!transferId) {
    return (
      <div className={styles.page}>
        <Title1 as="h1">{t('title')}</Title1>
        {comingSoon}
      </div>
    );
  }
  // An unknown transfer keeps the page (and its coming-soon note) with its own message.
  const state = detailStateOf(transfer);
  return (
    <DetailFrame
      backTo="/interest-forms"
      backLabel={t('toList')}
      title={t('title')}
      state={state === 'notFound' ? 'ready' : state}
      onRetry={() => void transfer.refetch()}
    >
      {comingSoon}
      {state === 'notFound' ? <p role="alert">{t('notFound')}</p> : null}
      {transfer.data ? <CarriedFacts handover={transfer.data} /> : null}
    </DetailFrame>
  );
}
