import { LoadingSpinner } from './loading-spinner.tsx';

/** A centred spinner with a readable label, for whole-page loading states. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <LoadingSpinner label={label} labelPosition="below" />
    </div>
  );
}
