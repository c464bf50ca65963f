import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';

const loadDialog = () => import('./rights-dialog.tsx');
const RightsDialog = lazy(async () => ({ default: (await loadDialog()).RightsDialog }));

const useStyles = makeStyles({
  // A native button drawn as Fluent's inline link, as the pages' other links are: Fluent's Link
  // component would add 2.5 KB gzip to the interest form's first load (180 KB budget).
  link: {
    margin: 0,
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    fontFamily: 'inherit',
    fontSize: 'inherit',
    fontWeight: 'inherit',
    lineHeight: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':active': { color: tokens.colorBrandForegroundLinkPressed, textDecorationLine: 'underline' },
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      textDecorationLine: 'underline',
    },
  },
});

interface RightsModalProps {
  /**
   * Controlled use: the owner opens the modal from a control of its own, and no link is shown.
   * Left out, the modal brings its own link 'Charter School Enrollment Rights'.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The 'Charter School Enrollment Rights' modal: California's charter enrollment rules in plain language. */
export function RightsModal({ open, onOpenChange }: RightsModalProps) {
  const { t } = useTranslation('rightsModal');
  const styles = useStyles();
  const [ownOpen, setOwnOpen] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const change = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
    if (!next) link.current?.focus();
  };
  return (
    <>
      {!controlled && (
        <button
          type="button"
          className={styles.link}
          ref={link}
          aria-haspopup="dialog"
          onClick={() => change(true)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {t('open')}
        </button>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <RightsDialog open={isOpen} onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}
