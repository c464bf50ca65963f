import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionSummary } from '../../../api/sessions/get-sessions.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const useStyles = makeStyles({
  root: { display: 'grid', justifyItems: 'end', gap: tokens.spacingVerticalXXS },
  message: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * 'New Pre Registration' (Contributor and up; the page leaves it out below): the pre-registration
 * screen of the session chosen in the filter, or 'Please select a session to proceed.' without one.
 */
export function NewPreRegistrationButton({ session }: { session: SessionSummary | undefined }) {
  const { t } = useTranslation('leloList');
  const styles = useStyles();
  const navigate = useNavigate();
  const [askSession, setAskSession] = useState(false);
  // A chosen session answers the question.
  if (session && askSession) setAskSession(false);

  const open = () => {
    if (!session) {
      setAskSession(true);
      return;
    }
    navigate(`/pre-forms/${encodeURIComponent(session.permalink)}/${encodeURIComponent(session._id)}`);
  };

  return (
    <div className={styles.root}>
      <Button icon={<AddRegular />} onClick={open}>
        {t('newPreRegistration')}
      </Button>
      <Text role="alert" size={200} className={styles.message}>
        {askSession ? t('selectSession') : ''}
      </Text>
    </div>
  );
}
