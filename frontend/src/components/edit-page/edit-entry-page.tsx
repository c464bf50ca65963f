import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EditPageFrame, type EditPageQuery } from './edit-page-frame.tsx';

/** What an entry's edit form is given: the route's id, the entry as read with its ETag, a new read. */
export interface EditEntryFormProps<T> {
  id: string;
  loaded: T;
  /** Reads the entry again (after a 409) and starts the form from it. */
  onReload: () => void;
}

export interface EditEntryPageProps<T extends { etag: string | null }> {
  /** The screen's texts: title, back, loading, notFound and loadFailed. */
  namespace: string;
  /** The entry's detail screen, the back link's target, up to its id ('/interest-forms/'). */
  detailPath: string;
  /** The read of the entry by id (its TanStack query hook). */
  useEntry: (id: string) => EditPageQuery<T> & { dataUpdatedAt: number };
  /** The read's query key: Reload invalidates it. */
  detailKey: (id: string) => QueryKey;
  notFoundStatuses?: readonly number[];
  Form: ComponentType<EditEntryFormProps<T>>;
}

/**
 * A staff screen editing one entry named by the route's id: the edit frame around the entry's form,
 * which starts afresh from each read (a Reload after a conflict shows the entry as it now is).
 */
export function EditEntryPage<T extends { etag: string | null }>({
  namespace,
  detailPath,
  useEntry,
  detailKey,
  notFoundStatuses,
  Form,
}: EditEntryPageProps<T>) {
  const { t } = useTranslation(namespace);
  const { id = '' } = useParams();
  const entry = useEntry(id);
  const queryClient = useQueryClient();
  return (
    <EditPageFrame
      title={t('title')}
      backTo={`${detailPath}${encodeURIComponent(id)}`}
      backLabel={t('back')}
      query={entry}
      loadingLabel={t('loading')}
      notFoundText={t('notFound')}
      loadFailedText={t('loadFailed')}
      notFoundStatuses={notFoundStatuses}
    >
      {(loaded) => (
        <Form
          key={loaded.etag ?? entry.dataUpdatedAt}
          id={id}
          loaded={loaded}
          onReload={() => void queryClient.invalidateQueries({ queryKey: detailKey(id) })}
        />
      )}
    </EditPageFrame>
  );
}
