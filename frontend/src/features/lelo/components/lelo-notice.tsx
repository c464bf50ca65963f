import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  notice: { display: 'grid', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXXL },
  body: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

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
