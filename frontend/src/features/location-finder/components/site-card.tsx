import { formatSiteHours, type PublicSite, programsForBrand } from '@enroll/domain';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ClockRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProgramLinks } from '../../../components/program-links/program-links.tsx';
import {
  SiteAddressLine,
  SiteInfoLine,
  SitePhoneLink,
} from '../../../components/site-contact/site-contact.tsx';
import { useLanguage } from '../../../i18n/use-language.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

export const DEFAULT_SITE_PHOTO = '/sites/default.svg';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: '0',
    overflow: 'hidden',
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  selected: {
    outline: `3px solid ${tokens.colorBrandStroke1}`,
    outlineOffset: '-1px',
    boxShadow: tokens.shadow16,
  },
  photo: { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
  },
  distance: {
    margin: '0',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  heading: { margin: '0', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  nameButton: {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    padding: '0',
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  charter: { margin: '0', color: tokens.colorNeutralForeground2 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The class's display would otherwise win over the hidden attribute.
  folded: { display: 'none' },
  programsLabel: { margin: '0', fontWeight: tokens.fontWeightSemibold },
  action: { marginTop: 'auto', width: '100%', minHeight: '44px' },
});

export interface SiteCardProps {
  site: PublicSite;
  /** The host's brand: only its programs are shown. */
  brandName: string;
  selected: boolean;
  onSelect: (siteId: string) => void;
}

/**
 * One learning center of the results. Clicking anywhere on it (or the name button, for keyboards)
 * selects it. On narrow screens the details stay folded until 'See More Info'.
 */
export function SiteCard({ site, brandName, selected, onSelect }: SiteCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('locationFinder');
  const language = useLanguage();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const [expanded, setExpanded] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const nameId = useId();
  const detailsId = useId();
  const programsLabelId = useId();

  // Days and times through the page language's formatter ('lunes', '8:00 a. m.').
  const hours = formatSiteHours(site.address, language);
  const programs = programsForBrand(site.enrollment_info?.programTypes ?? [], brandName);
  const showDetails = !narrow || expanded;
  const photo = site.photo && !photoFailed ? site.photo : DEFAULT_SITE_PHOTO;

  const onAction = () => {
    if (narrow && !expanded) {
      setExpanded(true);
      return;
    }
    navigate(`/interest?site=${encodeURIComponent(site.id)}`);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer convenience; keyboards select through the name button
    <article
      className={mergeClasses(styles.card, selected && styles.selected)}
      aria-labelledby={nameId}
      data-testid="site-card"
      data-site-id={site.id}
      data-selected={selected}
      onClick={() => onSelect(site.id)}
    >
      <img
        className={styles.photo}
        src={photo}
        alt={t('card.photoAlt', { name: site.name })}
        width={400}
        height={225}
        loading="lazy"
        decoding="async"
        onError={() => setPhotoFailed(true)}
      />
      <div className={styles.body}>
        {typeof site.distance === 'number' && Number.isFinite(site.distance) && (
          <p className={styles.distance} data-testid="site-card-distance">
            {t('card.milesAway', { miles: site.distance.toFixed(1) })}
          </p>
        )}
        <h3 className={styles.heading} id={nameId}>
          <button
            type="button"
            className={styles.nameButton}
            aria-pressed={selected}
            onClick={(event) => {
              event.stopPropagation();
              onSelect(site.id);
            }}
          >
            {site.name}
          </button>
        </h3>
        <p className={styles.charter} data-testid="site-card-charter">
          {site.charter.name}
        </p>
        <SiteAddressLine address={site.address} testId="site-card-address" />
        <div
          id={detailsId}
          className={mergeClasses(styles.details, !showDetails && styles.folded)}
          hidden={!showDetails}
        >
          {hours && (
            <SiteInfoLine icon={ClockRegular} testId="site-card-hours">
              {hours}
            </SiteInfoLine>
          )}
          <SitePhoneLink siteName={site.name} phone={site.address.phone} testId="site-card-phone" />
          {programs.length > 0 && (
            <>
              <p className={styles.programsLabel} id={programsLabelId}>
                {t('card.programsLabel')}
              </p>
              <ProgramLinks
                programs={programs}
                size="small"
                testId="site-card-programs"
                labelledBy={programsLabelId}
              />
            </>
          )}
        </div>
        <Button
          className={styles.action}
          appearance="primary"
          size="large"
          aria-expanded={narrow ? expanded : undefined}
          aria-controls={narrow ? detailsId : undefined}
          onClick={onAction}
          data-testid="site-card-action"
        >
          {narrow && !expanded ? t('card.seeMoreInfo') : t('card.requestInformation')}
        </Button>
      </div>
    </article>
  );
}
