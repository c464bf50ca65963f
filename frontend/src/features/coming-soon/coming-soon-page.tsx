import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons';
import { Link, useMatches } from 'react-router-dom';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { type ComingSoonScreen, enComingSoon } from './i18n/en.ts';

registerMessages('comingSoon', enComingSoon);

/** What a staff route's `handle` says about the screen it stands for. */
export interface ComingSoonHandle {
  screen: ComingSoonScreen;
}

function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, justifyItems: 'start', maxWidth: '640px' },
  notice: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase400,
  },
  icon: { fontSize: '28px', flexShrink: 0, color: tokens.colorBrandForeground1 },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
  },
});

/**
 * A staff screen of a later release: its name, a clear 'coming soon' notice and the way back, so no
 * tile or link leads to a blank page. The screen's name comes from the route's `handle`.
 */
export function ComingSoonPage() {
  const { t } = useTranslation('comingSoon');
  const styles = useStyles();
  const handle = useMatches()
    .map((match) => match.handle)
    .reverse()
    .find(isComingSoonHandle);
  return (
    <div className={styles.page} data-testid="coming-soon">
      <Title1 as="h1">{handle ? t(`screens.${handle.screen}`) : t('title')}</Title1>
      <p className={styles.notice}>
        <WrenchRegular className={styles.icon} aria-hidden="true" />
        {t('body')}
      </p>
      <Link className={styles.back} to="/dashboard">
        {t('back')}
      </Link>
    </div>
  );
}
