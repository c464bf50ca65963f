import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { scrollToTop } from '../../../components/wizard/wizard-focus.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  message: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '4px' },
  },
});

/** The thank-you level: the spec's message as the page's heading, focused so a screen reader reads it. */
export function RegistrationThankYou() {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    scrollToTop();
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={styles.root} data-testid="registration-thank-you">
      <h1 ref={heading} tabIndex={-1} className={styles.message}>
        {t('thankYou')}
      </h1>
    </section>
  );
}
