import { makeStyles, tokens } from '@fluentui/react-components';
import { useMutationState } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { keyboardFocusRing } from '../../../components/focus-ring/keyboard-focus-ring.ts';
import { scrollToTop } from '../../../components/wizard/wizard-focus.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { SUBMIT_REGISTRATION_KEY, type SubmitRegistrationResult } from '../api/submit-registration.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXXL,
    maxWidth: '40rem',
    marginInline: 'auto',
  },
  message: {
    margin: 0,
    textAlign: 'center',
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    ...keyboardFocusRing('4px'),
  },
  id: {
    margin: 0,
    textAlign: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
  },
  idValue: { fontWeight: tokens.fontWeightSemibold, fontFamily: tokens.fontFamilyMonospace },
  nextTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase400,
  },
  // A tap target of at least 44 × 44 px, so a thumb on a phone hits it.
  home: {
    justifySelf: 'center',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

const NEXT_STEPS = ['contact', 'orientation', 'bring', 'email'] as const;

/** The registration ID (`_uuid`) of the submission this page thanks for; null after a reload. */
function useRegistrationId(): string | null {
  const results = useMutationState<SubmitRegistrationResult | undefined>({
    filters: { mutationKey: SUBMIT_REGISTRATION_KEY, status: 'success' },
    select: (mutation) => mutation.state.data as SubmitRegistrationResult | undefined,
  });
  return results.at(-1)?._uuid ?? null;
}

/**
 * The thank-you level: the thank-you message as the page's heading (focused so a screen reader reads
 * it), the registration ID once, and what happens next.
 */
export function RegistrationThankYou() {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const registrationId = useRegistrationId();
  useEffect(() => {
    scrollToTop();
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={styles.root} data-testid="registration-thank-you">
      <h1 ref={heading} tabIndex={-1} className={styles.message}>
        {t('thankYou')}
      </h1>
      {registrationId ? (
        <p className={styles.id} data-testid="registration-id">
          {t('thankYouPage.idLabel')} <span className={styles.idValue}>{registrationId}</span>
        </p>
      ) : null}
      <h2 className={styles.nextTitle}>{t('thankYouPage.nextTitle')}</h2>
      <ol className={styles.steps}>
        {NEXT_STEPS.map((key) => (
          <li key={key}>{t(`thankYouPage.next.${key}`)}</li>
        ))}
      </ol>
      <Link to="/" className={styles.home}>
        {t('thankYouPage.home')}
      </Link>
    </section>
  );
}
