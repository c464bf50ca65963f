import { makeStyles, Spinner, Title1, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { enDetailFrame } from './i18n/en.ts';

registerMessages('detailFrame', enDetailFrame);

/** What the page has of its entry: still reading, none (unknown id or another charter's), a failure, or it. */
export type DetailState = 'loading' | 'notFound' | 'error' | 'ready';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '1100px', width: '100%' },
  topBar: { display: 'grid', gap: tokens.spacingVerticalS },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: 'fit-content',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
  },
  title: { margin: 0 },
  // Buttons wrap onto more lines on a narrow screen instead of overflowing it.
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  body: { display: 'grid', gap: tokens.spacingVerticalL },
  message: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

export interface DetailFrameProps {
  /** Where Back goes (the list the entry belongs to). */
  backTo: string;
  /** Back's text; 'Back' by default. */
  backLabel?: string;
  title: string;
  state: DetailState;
  /** Buttons of the action bar, shown only when the entry is there (none for a read-only viewer). */
  actions?: ReactNode;
  /** Starts the failed read over ('Try Again' of the error state). */
  onRetry?: () => void;
  /** The sections (DetailSection) and anything under them. */
  children?: ReactNode;
}

/**
 * The staff detail page frame (interest, registration and secondary enrollment details): a top bar
 * with Back and the title, the action bar, then the sections, or the loading, not-found and error
 * states in their place.
 */
export function DetailFrame({
  backTo,
  backLabel,
  title,
  state,
  actions,
  onRetry,
  children,
}: DetailFrameProps) {
  const { t } = useTranslation('detailFrame');
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.topBar}>
        <Link to={backTo} className={styles.back}>
          <ArrowLeft20Regular aria-hidden />
          {backLabel ?? t('back')}
        </Link>
        <Title1 as="h1" className={styles.title}>
          {title}
        </Title1>
      </div>
      {state === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state === 'notFound' ? (
        <p className={styles.message} role="alert">
          {t('notFound')}
        </p>
      ) : null}
      {state === 'error' ? (
        <LoadFailed message={t('loadFailed')} onRetry={onRetry ?? (() => window.location.reload())} />
      ) : null}
      {state === 'ready' ? (
        <>
          {actions ? (
            <div className={styles.actions} data-testid="detail-actions">
              {actions}
            </div>
          ) : null}
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </div>
  );
}
