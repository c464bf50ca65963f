import { isLearn4Life } from '@enroll/domain';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
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
    ':focus': { outline: 'none' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '4px' },
  },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    fontSize: tokens.fontSizeBase400,
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

/** Level 6: the thank-you. Focus moves to its heading so a screen reader announces the result. */
export function InterestConfirmation({ brandName }: { brandName: string }) {
  const { t } = useTranslation('interestForm');
  const styles = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const learn4life = isLearn4Life(brandName);
  return (
    <section className={styles.root} data-testid="interest-confirmation">
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {learn4life ? t('confirmation.infoKitTitle') : t('confirmation.title')}
      </h1>
      {learn4life ? (
        <>
          <p className={styles.text}>{t('confirmation.infoKitBody')}</p>
          <p className={styles.text}>{t('confirmation.infoKitNext')}</p>
          <ul className={styles.links}>
            {(['programs', 'stories', 'chat'] as const).map((key) => (
              <li key={key}>
                <Link href={LEARN4LIFE_LINKS[key]} target="_blank" rel="noopener noreferrer">
                  {t(`confirmation.${key}`)}
                  <span className={styles.hidden}> {t('newTab')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('confirmation.received')}</p>
          <p className={styles.text}>{t('confirmation.followUp')}</p>
        </>
      )}
    </section>
  );
}
