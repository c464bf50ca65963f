import { Spinner } from '@fluentui/react-components';

/** A centred spinner with a readable label, for whole-page loading states. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
