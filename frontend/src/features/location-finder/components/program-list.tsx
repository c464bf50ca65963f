import type { SiteProgram } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVisuallyHiddenStyles } from './visually-hidden.ts';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: '0',
    padding: '0',
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  icon: { width: '32px', height: '32px', flexShrink: 0 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The programs of a site for the current brand, each with its icon and, when it has one, a link in a new tab. */
export function ProgramList({ programs, labelledBy }: { programs: SiteProgram[]; labelledBy: string }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { t } = useTranslation('locationFinder');
  return (
    <ul className={styles.list} aria-labelledby={labelledBy} data-testid="site-card-programs">
      {programs.map((program) => {
        const label = t(`programs.${program.name}`, { defaultValue: program.label });
        return (
          <li key={program.name} className={styles.item} data-program={program.name}>
            <img
              className={styles.icon}
              src={`/programs/${program.name.toLowerCase()}.svg`}
              alt=""
              width={32}
              height={32}
            />
            {program.url ? (
              <a className={styles.link} href={program.url} target="_blank" rel="noopener noreferrer">
                {label}
                <span className={hidden.root}> {t('card.opensInNewTab')}</span>
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
