import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { PageLoading } from '../page-state/page-loading.tsx';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0, maxWidth: '960px' },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  message: { margin: 0 },
  back: { color: tokens.colorBrandForegroundLink, justifySelf: 'start' },
});

/** The read of the entry being edited, as a TanStack query gives it. */
export interface EditPageQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface EditPageFrameProps<T> {
  title: string;
  /** The detail screen the back link returns to. */
  backTo: string;
  backLabel: string;
  query: EditPageQuery<T>;
  loadingLabel: string;
  notFoundText: string;
  loadFailedText: string;
  /** The answers that mean there is no such entry for this person (another charter's is a 404 too). */
  notFoundStatuses?: readonly number[];
  /** The form, once the entry is read. */
  children: (data: T) => ReactNode;
}

export type EditPageContentProps<T> = Pick<
  EditPageFrameProps<T>,
  'query' | 'loadingLabel' | 'notFoundText' | 'loadFailedText' | 'notFoundStatuses' | 'children'
>;

/**
 * What an edit screen shows while its entry is read: a spinner, then the form; an entry that is not
 * there says so; any other failure offers a retry. The frame below uses it, and so does a form shown
 * in a dialog (which has the dialog's title instead of the frame).
 */
export function EditPageContent<T>({
  query,
  loadingLabel,
  notFoundText,
  loadFailedText,
  notFoundStatuses = [404],
  children,
}: EditPageContentProps<T>) {
  const styles = useStyles();
  if (query.isPending) return <PageLoading label={loadingLabel} />;
  if (query.isError || query.data === undefined)
    return query.error instanceof ApiError && notFoundStatuses.includes(query.error.status) ? (
      <p className={styles.message}>{notFoundText}</p>
    ) : (
      <LoadFailed message={loadFailedText} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}

/**
 * A staff edit screen's frame: back link, title, then the form once the entry is read. While it is
 * read a spinner shows; an entry that is not there says so; any other failure offers a retry.
 */
export function EditPageFrame<T>({ title, backTo, backLabel, ...content }: EditPageFrameProps<T>) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Link to={backTo} className={styles.back}>
        {backLabel}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <EditPageContent {...content} />
    </div>
  );
}
