import { sessionClosedTitleKey, sessionNameIn } from '@enroll/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useLeloSession } from './api/get-lelo-session.ts';
import { LeloLayout } from './components/lelo-layout.tsx';
import { LeloNotice, NoticeLink } from './components/lelo-notice.tsx';
import { SessionNotRead } from './components/session-not-read.tsx';
import { familyDate } from './lelo-dates.ts';
import { entryPath } from './lelo-paths.ts';

/**
 * /sessionExpired/{permalink}[/{uuid}]: 'Enrollment Opening Soon' with the start date before the
 * enrollment opens, 'Session Expired' after it ends or when the session is Inactive; a link back to
 * the form when the session is open after all.
 */
export function SessionClosedPage() {
  const { t } = useTranslation('lelo');
  const language = useLanguage();
  const translate = useValidationMessage();
  const { permalink = '', uuid } = useParams();
  const session = useLeloSession(permalink || null);

  let content: ReactNode;
  if (session.data) {
    const { gate } = session.data;
    if (gate.open) {
      content = (
        <LeloNotice title={sessionNameIn(session.data, language).text} testId="lelo-session-open">
          <p>{t('sessionClosed.openNow')}</p>
          <NoticeLink to={entryPath(permalink, uuid ?? null)}>{t('sessionClosed.openLink')}</NoticeLink>
        </LeloNotice>
      );
    } else {
      const opensOn = gate.opensOn ?? session.data.enrollmentStart;
      content = (
        <LeloNotice title={translate(sessionClosedTitleKey(gate.reason)) ?? ''} testId="lelo-session-closed">
          <p>
            {gate.reason === 'notYetOpen'
              ? t('sessionClosed.opensOn', { date: familyDate(opensOn, language) })
              : t('sessionClosed.expiredBody')}
          </p>
        </LeloNotice>
      );
    }
  } else {
    content = <SessionNotRead session={session} />;
  }
  return <LeloLayout>{content}</LeloLayout>;
}
