import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { type ReactNode, useId, useRef } from 'react';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { keyboardFocusRing } from '../focus-ring/keyboard-focus-ring.ts';
import { enSidewaysScroll } from './i18n/en.ts';
import { useSidewaysOverflow } from './use-sideways-overflow.ts';

registerMessages('sidewaysScroll', enSidewaysScroll);

const useStyles = makeStyles({
  // In a grid or flex parent the area may shrink below its table's width: the table scrolls instead.
  root: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  hint: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  // Scrolled to the end the hint has nothing left to point at; it keeps its room, so the table does not
  // jump up under the pointer while it is being scrolled.
  hintDone: { visibility: 'hidden' },
  scroll: {
    overflowX: 'auto',
    maxWidth: '100%',
    // Drawn inside the area: outside, a dialog's edge cut it off and it ran into the hint above.
    ...keyboardFocusRing('-2px'),
  },
});

export interface SidewaysScrollProps {
  /** The scrolling area's accessible name, e.g. the table's own. */
  label: string;
  /** The wide content: a table. */
  children: ReactNode;
}

/**
 * A table wider than the screen scrolls sideways inside this area instead of widening the page. While
 * it does, a hint above it says so (hidden once scrolled to the end), and the area takes the keyboard's
 * focus, so the arrow keys scroll it too.
 */
export function SidewaysScroll({ label, children }: SidewaysScrollProps) {
  const { t } = useTranslation('sidewaysScroll');
  const styles = useStyles();
  const ref = useRef<HTMLElement>(null);
  const hintId = useId();
  const { overflowing, atEnd } = useSidewaysOverflow(ref);
  return (
    <div className={styles.root}>
      {overflowing && (
        <p id={hintId} className={mergeClasses(styles.hint, atEnd && styles.hintDone)}>
          {t('hint')}
          <ArrowRightRegular aria-hidden />
        </p>
      )}
      {/* A section with a name is a region: screen readers name the area the focus lands on. */}
      <section
        ref={ref}
        className={styles.scroll}
        aria-label={label}
        aria-describedby={overflowing && !atEnd ? hintId : undefined}
        // Focusable only while there is something to scroll: a table that fits needs no extra tab stop.
        tabIndex={overflowing ? 0 : undefined}
      >
        {children}
      </section>
    </div>
  );
}
