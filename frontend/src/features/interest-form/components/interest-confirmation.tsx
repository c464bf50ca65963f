import { isLearn4Life } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND_LINK_BUTTON } from '../../../brand/brand-link-style.ts';
import { keyboardFocusRing } from '../../../components/focus-ring/keyboard-focus-ring.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { LEARN4LIFE_LINKS } from './learn4life-links.ts';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    ...keyboardFocusRing('4px'),
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  // The address may be long and unbroken: it wraps instead of widening the page at 375 px.
  email: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    justifyItems: 'center',
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  subheading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    fontSize: tokens.fontSizeBase400,
  },
  // Links and buttons here are at least 44 × 44 px (a thumb on a phone must hit them).
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    minWidth: '44px',
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  start: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '44px',
    minWidth: '44px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXL}`,
    ...BRAND_LINK_BUTTON,
    fontSize: tokens.fontSizeBase400,
    ':active': { backgroundColor: tokens.colorBrandBackgroundPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** What the confirmation needs of the stored entry. */
export interface SubmittedInterest {
  /** The entry's `_uuid`: the registration link of its e-mail carries it. */
  uuid: string;
  /** The address the interest e-mail went to. */
  email: string;
  /** The entry's learning center; without one the registration is not offered (/register needs a site). */
  siteId: string | undefined;
}

/** The registration opened from an interest, the same address its e-mail links to. */
export function registrationFromInterest({ uuid, siteId }: { uuid: string; siteId: string }): string {
  return `/register-interest?${new URLSearchParams({ uuid, site: siteId }).toString()}`;
}

/** The address the e-mail went to, in the sentence that names it ('We sent ... to {{email}}'). */
function SentTo({ text, email }: { text: string; email: string }) {
  const styles = useStyles();
  const [before, after = ''] = text.split('{{email}}');
  return (
    <p className={styles.text} data-testid="interest-confirmation-email">
      {before}
      <span className={styles.email}>{email}</span>
      {after}
    </p>
  );
}

/**
 * Level 6: the thank-you, and what happens next: the address the e-mail went to and, with
 * a learning center, the registration to start now with the answers already filled in. Focus moves
 * to its heading so a screen reader announces the result.
 */
export function InterestConfirmation({
  brandName,
  submitted,
}: {
  brandName: string;
  submitted: SubmittedInterest;
}) {
  const { t } = useTranslation('interestForm');
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const learn4life = isLearn4Life(brandName);
  const { siteId } = submitted;
  // The placeholder is kept in the text so the address can be shown apart from the sentence.
  const sentTo = t(learn4life ? 'confirmation.infoKitSentTo' : 'confirmation.sentTo');
  return (
    <section className={styles.root} data-testid="interest-confirmation">
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {learn4life ? t('confirmation.infoKitTitle') : t('confirmation.title')}
      </h1>
      <p className={styles.text}>{learn4life ? t('confirmation.infoKitBody') : t('confirmation.received')}</p>
      <section className={styles.section} aria-labelledby="interest-next-heading">
        <h2 id="interest-next-heading" className={styles.subheading}>
          {t('confirmation.nextHeading')}
        </h2>
        <SentTo text={sentTo} email={submitted.email} />
        <p className={styles.hint}>{t('confirmation.notReceived')}</p>
        <p className={styles.text}>{t('confirmation.followUp')}</p>
      </section>
      {siteId && (
        <section className={styles.section} aria-labelledby="interest-start-heading">
          <h2 id="interest-start-heading" className={styles.subheading}>
            {t('confirmation.startHeading')}
          </h2>
          <p className={styles.text}>{t('confirmation.startBody')}</p>
          <RouterLink
            className={styles.start}
            to={registrationFromInterest({ uuid: submitted.uuid, siteId })}
            data-testid="start-registration"
          >
            {t('confirmation.startRegistration')}
          </RouterLink>
        </section>
      )}
      {learn4life && (
        <div className={styles.section}>
          <p className={styles.text}>{t('confirmation.infoKitNext')}</p>
          <ul className={styles.links}>
            {(['programs', 'stories', 'chat'] as const).map((key) => (
              <li key={key}>
                <a
                  className={styles.link}
                  href={LEARN4LIFE_LINKS[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(`confirmation.${key}`)}
                  <span className={styles.hidden}> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
