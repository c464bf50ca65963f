import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  notice: { display: 'grid', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  body: { margin: 0, fontSize: tokens.fontSizeBase400 },
  // A finger's tap target (WCAG 2.5.5): at least 44 by 44 CSS pixels.
  link: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' },
});

/** A link of a notice (home, back to the form), as big as a finger needs. */
export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}

interface LeloNoticeProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A page-sized message in place of the wizard (unknown session, signed entry, closed session). */
export function LeloNotice({ title, children, testId }: LeloNoticeProps) {
  const styles = useStyles();
  return (
    <section className={styles.notice} data-testid={testId}>
      <Title1 as="h1">{title}</Title1>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
