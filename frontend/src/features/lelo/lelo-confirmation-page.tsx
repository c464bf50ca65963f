import { confirmationParts, courseNameIn, type LeloConfirmation } from '@enroll/domain';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SanitizedHtml } from '../../components/sanitized-html/sanitized-html.tsx';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LeloLayout } from './components/lelo-layout.tsx';
import { LeloNotice, NoticeLink } from './components/lelo-notice.tsx';
import { loadLeloConfirmation } from './lelo-storage.ts';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL },
  title: { ...typographyStyles.title1, margin: 0 },
  lead: { margin: 0, fontSize: tokens.fontSizeBase400 },
  details: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  courses: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  message: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontStyle: 'italic' },
  next: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  nextTitle: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  nextText: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
});

function confirmationOf(state: unknown): LeloConfirmation | null {
  const fromState = typeof state === 'object' && state !== null ? Reflect.get(state, 'confirmation') : null;
  return loadLeloConfirmation(fromState) ?? loadLeloConfirmation();
}

/**
 * /response-lelo: the confirmation of a secondary enrollment (from the submit's navigation state, or
 * this tab's sessionStorage after a reload): thanks with the student's name, the Registration ID (once:
 * not listed when the site's message gives it), charter, learning center, courses, the site's message
 * (sanitized HTML) and/or the default text in the page's language (domain `confirmationParts`), what
 * happens next and a link home.
 */
export function LeloConfirmationPage() {
  const { t } = useTranslation('lelo');
  const language = useLanguage();
  const styles = useStyles();
  const nextId = useId();
  const { state } = useLocation();
  const [confirmation] = useState(() => confirmationOf(state));
  // After the submit the focus is on the page's heading, which a screen reader then reads first.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  if (!confirmation)
    return (
      <LeloLayout>
        <LeloNotice title={t('confirmation.missingTitle')} testId="lelo-confirmation-missing">
          <p>{t('confirmation.missingBody')}</p>
          <NoticeLink to="/">{t('homeLink')}</NoticeLink>
        </LeloNotice>
      </LeloLayout>
    );

  const name = `${confirmation.firstName} ${confirmation.lastName}`.trim();
  const parts = confirmationParts(
    { html: confirmation.templateMessage, language: confirmation.templateLanguage },
    language,
    confirmation._uuid,
  );
  return (
    <LeloLayout>
      <section className={styles.page} data-testid="lelo-confirmation">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('confirmation.title', { name })}
        </h1>
        <p className={styles.lead}>{t('confirmation.lead')}</p>
        <dl className={styles.details}>
          {parts.listsRegistrationId ? (
            <>
              <dt className={styles.term}>{t('confirmation.registrationId')}</dt>
              <dd className={styles.value} data-testid="lelo-registration-id">
                {confirmation._uuid}
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{t('confirmation.charter')}</dt>
          <dd className={styles.value}>{confirmation.charter}</dd>
          <dt className={styles.term}>{t('confirmation.learningCenter')}</dt>
          <dd className={styles.value}>{confirmation.learningCenter}</dd>
          <dt className={styles.term}>{t('confirmation.courses')}</dt>
          <dd className={styles.value}>
            <ul className={styles.courses}>
              {confirmation.courses.map((course) => {
                const name = courseNameIn(course, language);
                return (
                  <li key={course._id}>
                    <span lang={name.lang}>{name.text}</span>
                    {course.credits ? ` (${t('confirmation.credits', { credits: course.credits })})` : null}
                  </li>
                );
              })}
            </ul>
          </dd>
        </dl>
        <div data-testid="lelo-confirmation-message" className={styles.message}>
          {parts.defaultText ? <p>{t('confirmation.defaultText')}</p> : null}
          {parts.messageLanguage ? <p className={styles.note}>{t('confirmation.untranslatedNote')}</p> : null}
          {parts.message === null ? null : (
            <SanitizedHtml html={parts.message} lang={parts.messageLanguage ?? undefined} />
          )}
        </div>
        <section className={styles.next} aria-labelledby={nextId} data-testid="lelo-confirmation-next">
          <h2 id={nextId} className={styles.nextTitle}>
            {t('confirmation.nextTitle')}
          </h2>
          <p className={styles.nextText}>{t('confirmation.nextContact')}</p>
          <p className={styles.nextText}>
            {confirmation.familyEmailed ? t('confirmation.nextEmailed') : t('confirmation.nextNotEmailed')}
          </p>
        </section>
        <NoticeLink to="/">{t('homeLink')}</NoticeLink>
      </section>
    </LeloLayout>
  );
}
