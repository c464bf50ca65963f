import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCharters } from '../../api/charters.ts';
import { EditPageContent } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Versioned } from './api/template-path.ts';
import './register.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';

const OPTIONS_PREFIX = '/edit-courses/';

/** Where the back link goes: the Learning Center Options address it came from (only that), else the sessions. */
function backPathOf(back: string | null): string {
  return back?.startsWith(OPTIONS_PREFIX) ? back : '/intersession';
}

export interface CharterTranslationFrameProps<T> {
  charterId: string;
  title: string;
  intro: string;
  query: UseQueryResult<Versioned<T>>;
  loadingLabel: string;
  loadFailedText: string;
  /** The form, from what was read: keyed by the caller so a reload or a save starts it afresh. */
  children: (loaded: Versioned<T>) => ReactNode;
}

/**
 * The frame of a charter's translation screen (agreement, course names): the back link to the
 * Learning Center Options screen it came from, the title, the charter's name, the intro, then the
 * form once the charter's texts are read (an unknown or out-of-scope charter says it does not exist).
 */
export function CharterTranslationFrame<T>({
  charterId,
  title,
  intro,
  query,
  loadingLabel,
  loadFailedText,
  children,
}: CharterTranslationFrameProps<T>) {
  const { t } = useTranslation('siteSetup');
  const styles = useTemplatePageStyles();
  const [search] = useSearchParams();
  const back = search.get('back');
  const charterName = useCharters().data?.find((charter) => charter._id === charterId)?.name;
  return (
    <div className={styles.root}>
      <Link to={backPathOf(back)} className={styles.back}>
        {back?.startsWith(OPTIONS_PREFIX) ? t('agreement.back') : t('options.back')}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {charterName ? <p className={styles.center}>{charterName}</p> : null}
      <p className={styles.center}>{intro}</p>
      <EditPageContent
        query={query}
        loadingLabel={loadingLabel}
        notFoundText={t('agreement.notFound')}
        loadFailedText={loadFailedText}
        notFoundStatuses={[400, 404]}
      >
        {children}
      </EditPageContent>
    </div>
  );
}
