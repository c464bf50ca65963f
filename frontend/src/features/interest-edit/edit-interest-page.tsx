import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useInterest } from '../../api/interests/get-interest.ts';
import { interestKeys } from '../../api/interests/query-keys.ts';
import { EditPageFrame } from '../../components/edit-page/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EditInterestForm } from './components/edit-interest-form.tsx';
import { enInterestEdit } from './i18n/en.ts';

registerMessages('interestEdit', enInterestEdit);

/** A read refused as a bad request (400) says 'No data available' too, like an unknown entry. */
const NOT_FOUND_STATUSES = [404, 400] as const;

/**
 * /editInterestForm/{id} (Contributor and up): the entry's fields in one form, saved with the ETag of
 * the read; an unknown entry (or another charter's: 404 too) shows 'No data available for this entry.'
 */
export function EditInterestPage() {
  const { t } = useTranslation('interestEdit');
  const { id = '' } = useParams();
  const interest = useInterest(id);
  const queryClient = useQueryClient();
  return (
    <EditPageFrame
      title={t('title')}
      backTo={`/interest-forms/${encodeURIComponent(id)}`}
      backLabel={t('back')}
      query={interest}
      loadingLabel={t('loading')}
      notFoundText={t('notFound')}
      loadFailedText={t('loadFailed')}
      notFoundStatuses={NOT_FOUND_STATUSES}
    >
      {(loaded) => (
        <EditInterestForm
          // A reload after a conflict starts the form afresh from the entry as it now is.
          key={loaded.etag ?? interest.dataUpdatedAt}
          id={id}
          loaded={loaded}
          onReload={() => void queryClient.invalidateQueries({ queryKey: interestKeys.detail(id) })}
        />
      )}
    </EditPageFrame>
  );
}
