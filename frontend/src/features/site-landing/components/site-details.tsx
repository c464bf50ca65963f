import { type PublicSite, textInLanguage } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SiteAddressLine, SitePhoneLink } from '../../../components/site-contact/site-contact.tsx';
import { useLanguage } from '../../../i18n/use-language.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { SiteActions } from './site-actions.tsx';
import { SitePrograms } from './site-programs.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateAreas: '"summary" "details"',
    '@media (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
      gridTemplateAreas: '"details summary"',
      alignItems: 'start',
    },
  },
  summary: {
    gridArea: 'summary',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  details: { gridArea: 'details', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  name: { margin: '0', fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  charter: { margin: '0', color: tokens.colorNeutralForeground2 },
  sectionHeading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500 },
  text: {
    margin: '0',
    whiteSpace: 'pre-line',
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  placeholder: { margin: '0', color: tokens.colorNeutralForeground2 },
});

/**
 * A text the school wrote for its page: its Spanish version for a Spanish reader when written, else
 * the English one (marked English for a screen reader); the placeholder when there is none.
 */
function TextOrPlaceholder({
  text,
  textEs,
  placeholder,
  testId,
}: {
  text: string | undefined;
  textEs: string | undefined;
  placeholder: string;
  testId: string;
}) {
  const styles = useStyles();
  const language = useLanguage();
  const shown = textInLanguage(text ?? '', textEs, language);
  const value = shown.text.trim();
  return value ? (
    <p className={styles.text} data-testid={testId} lang={shown.lang === language ? undefined : shown.lang}>
      {value}
    </p>
  ) : (
    <p className={styles.placeholder} data-testid={`${testId}-placeholder`}>
      {placeholder}
    </p>
  );
}

/** A learning center's page: name, address, phone and next steps beside its about texts and programs. */
/** A section of the site's details, named by its heading. */
function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SiteDetails({ site }: { site: PublicSite }) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  const info = site.enrollment_info;
  return (
    <div className={styles.layout}>
      <section className={styles.summary} aria-labelledby="site-name">
        <h2 id="site-name" className={styles.name} data-testid="site-landing-name">
          {site.name}
        </h2>
        {site.charter?.name && <p className={styles.charter}>{site.charter.name}</p>}
        <SiteAddressLine address={site.address} testId="site-landing-address" />
        <SitePhoneLink siteName={site.name} phone={site.address?.phone} testId="site-landing-phone" />
        <SiteActions siteId={site.id} secondaryEnrollmentUrl={info?.secondaryEnrollmentUrl} />
      </section>
      <div className={styles.details}>
        <DetailSection id="site-about-heading" title={t('site.aboutHeading')}>
          <TextOrPlaceholder
            text={info?.about}
            textEs={info?.aboutEs}
            placeholder={t('site.aboutPlaceholder')}
            testId="site-landing-about"
          />
        </DetailSection>
        <DetailSection id="site-programs-heading" title={t('site.programsHeading')}>
          <SitePrograms siteId={site.id} />
        </DetailSection>
        <DetailSection id="site-more-about-heading" title={t('site.moreAboutHeading')}>
          <TextOrPlaceholder
            text={info?.moreAbout}
            textEs={info?.moreAboutEs}
            placeholder={t('site.moreAboutPlaceholder')}
            testId="site-landing-more-about"
          />
        </DetailSection>
      </div>
    </div>
  );
}
