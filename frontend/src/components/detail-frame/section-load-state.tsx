import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from '../../i18n/use-translation.ts';

export interface SectionLoadStateProps {
  /** The section's own lookup (a TanStack query's flags and refetch). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Whether the lookup answered with nothing to list. */
  empty: boolean;
  loading: string;
  failed: string;
  /** What an empty answer says. */
  none: string;
}

/**
 * What a detail section that loads its own list shows besides the list: a small spinner while it
 * loads, an error bar with Try Again when it failed, and its words for an empty answer.
 */
export function SectionLoadState({ query, empty, loading, failed, none }: SectionLoadStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner size="small" label={loading} />;
  if (query.isError)
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{failed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  return empty ? <p>{none}</p> : null;
}
