import { type SiteProgram, siteProgramLabel } from '@enroll/domain';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useVisuallyHiddenStyles } from '../visually-hidden/visually-hidden.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: '0', padding: '0', display: 'grid' },
  listSmall: {
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  listMedium: {
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  item: { display: 'flex', alignItems: 'center' },
  itemSmall: {
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  itemMedium: { gap: tokens.spacingHorizontalM, minHeight: '48px' },
  icon: { flexShrink: 0 },
  iconSmall: { width: '32px', height: '32px' },
  iconMedium: { width: '40px', height: '40px' },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

const ICON_SIZE = { small: 32, medium: 40 } as const;

export interface ProgramLinksProps {
  /** The programs to show, already in the domain's order (`programsForBrand`: CTE, CLMI, WIOA, HOPE). */
  programs: readonly SiteProgram[];
  /** 'small' for a result card, 'medium' for a page section. */
  size: keyof typeof ICON_SIZE;
  /** The list's `data-testid`; each item carries `data-program` with the program's code. */
  testId: string;
  /** The id of the element that names the list, if any. */
  labelledBy?: string;
}

/**
 * A site's programs, each with its icon (`/programs/{code}.svg`, decorative) and its name, which is a
 * link opening in a new tab when the program has a url. Names and the new-tab hint come from the
 * shared catalog (`programs.*`), falling back to the program's own label.
 */
export function ProgramLinks({ programs, size, testId, labelledBy }: ProgramLinksProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { t } = useTranslation();
  const language = useLanguage();
  const small = size === 'small';
  const iconSize = ICON_SIZE[size];
  return (
    <ul
      className={mergeClasses(styles.list, small ? styles.listSmall : styles.listMedium)}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {programs.map((program) => {
        const label = siteProgramLabel(program.name, language);
        return (
          <li
            key={program.name}
            className={mergeClasses(styles.item, small ? styles.itemSmall : styles.itemMedium)}
            data-program={program.name}
          >
            <img
              className={mergeClasses(styles.icon, small ? styles.iconSmall : styles.iconMedium)}
              src={`/programs/${program.name.toLowerCase()}.svg`}
              alt=""
              width={iconSize}
              height={iconSize}
            />
            {program.url ? (
              <a className={styles.link} href={program.url} target="_blank" rel="noopener noreferrer">
                {label}
                <span className={hidden.root}> {t('programs.opensInNewTab')}</span>
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
