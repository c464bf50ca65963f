import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useLeloEntry } from '../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../api/lelo-staff/lelo-entry-keys.ts';
import { EditPageFrame } from '../../components/edit-page/index.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EditLeloForm } from './edit-lelo-form.tsx';
import { enLeloEdit } from './i18n/en.ts';

registerMessages('leloEdit', enLeloEdit);

/**
 * /editLeloForm/{id} ('Edit Lelo Form', Contributor and up): the entry's editable fields, saved with
 * the ETag of the read. An unknown entry (or another charter's: 404 too) says there is none.
 */
export function EditLeloPage() {
  const { t } = useTranslation('leloEdit');
  const { id = '' } = useParams();
  const lelo = useLeloEntry(id);
  const queryClient = useQueryClient();
  return (
    <EditPageFrame
      title={t('title')}
      backTo={`/lelo-forms/${encodeURIComponent(id)}`}
      backLabel={t('back')}
      query={lelo}
      loadingLabel={t('loading')}
      notFoundText={t('notFound')}
      loadFailedText={t('loadFailed')}
    >
      {(loaded) => (
        <EditLeloForm
          // A reload after a conflict starts the form afresh from the entry as it now is.
          key={loaded.etag ?? lelo.dataUpdatedAt}
          id={id}
          loaded={loaded}
          onReload={() => void queryClient.invalidateQueries({ queryKey: leloEntryKeys.detail(id) })}
        />
      )}
    </EditPageFrame>
  );
}
