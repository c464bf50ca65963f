import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  main: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    width: '100%',
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    '@media (min-width: 768px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
  },
});

/** The main landmark of the public form pages (interest, registration, Lelo): one readable column. */
export function FormPageMain({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main id="main" className={styles.main}>
      {children}
    </main>
  );
}
