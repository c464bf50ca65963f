import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSitePrograms } from '../api/get-site-programs.ts';
import { useVisuallyHiddenStyles } from './visually-hidden.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: '0',
    padding: '0',
    display: 'grid',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '48px' },
  icon: { width: '40px', height: '40px', flexShrink: 0 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  placeholder: { margin: '0', color: tokens.colorNeutralForeground2 },
});

/** The site's programs (GET /api/sites/{id}/programs) with their links, or a placeholder when it has none. */
export function SitePrograms({ siteId }: { siteId: string }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { t } = useTranslation('siteLanding');
  const programs = useSitePrograms(siteId);
  if (programs.isPending) return <Spinner size="small" label={t('site.programsLoading')} />;
  if (!programs.data || programs.data.length === 0) {
    return (
      <p className={styles.placeholder} data-testid="site-programs-placeholder">
        {t('site.programsPlaceholder')}
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="site-programs">
      {programs.data.map((program) => {
        const label = t(`programs.${program.name}`, { defaultValue: program.label });
        return (
          <li key={program.name} className={styles.item} data-program={program.name}>
            <img
              className={styles.icon}
              src={`/programs/${program.name.toLowerCase()}.svg`}
              alt=""
              width={40}
              height={40}
            />
            {program.url ? (
              <a className={styles.link} href={program.url} target="_blank" rel="noopener noreferrer">
                {label}
                <span className={hidden.root}> {t('site.opensInNewTab')}</span>
              </a>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
