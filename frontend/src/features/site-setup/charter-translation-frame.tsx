import { usDateTime } from '@enroll/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useCharters } from '../../api/charters.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Versioned } from './api/template-path.ts';
import './register.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';
import { SetupFormContent, type SetupFormOf } from './template-screen.tsx';

const OPTIONS_PREFIX = '/edit-courses/';

/** The charter translation screens, each with its own texts in the siteSetup catalog. */
export type CharterSection = 'agreement' | 'courseNames';

/** Where the back link goes: the Learning Center Options address it came from (only that), else the sessions. */
function backPathOf(back: string | null): string {
  return back?.startsWith(OPTIONS_PREFIX) ? back : '/intersession';
}

/** The props of a charter translation's form: the charter and its texts as read. */
export interface CharterFormProps<T> {
  charterId: string;
  loaded: Versioned<T>;
  /** Reads the texts again (after a conflict). */
  onReload: () => void;
}

export interface CharterTranslationFrameProps<T> {
  section: CharterSection;
  charterId: string;
  query: UseQueryResult<Versioned<T>>;
  /** The form, from what was read: started afresh after a reload or a save. */
  children: SetupFormOf<T>;
}

/**
 * The frame of a charter's translation screen (agreement, course names): the back link to the
 * Learning Center Options screen it came from, the title, the charter's name, the intro, then the
 * form once the charter's texts are read (an unknown or out-of-scope charter says it does not exist).
 */
export function CharterTranslationFrame<T>({
  section,
  charterId,
  query,
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
      <h1 className={styles.title}>{t(`${section}.title`)}</h1>
      {charterName ? <p className={styles.center}>{charterName}</p> : null}
      <p className={styles.center}>{t(`${section}.intro`)}</p>
      <SetupFormContent texts={section} notFoundText={t('agreement.notFound')} query={query}>
        {children}
      </SetupFormContent>
    </div>
  );
}

const LAST_SAVED_TEST_IDS = { agreement: 'agreement-last-saved', courseNames: 'course-names-last-saved' };

/** 'Last saved {date} by {editor}', or that the charter's texts were never saved. */
export function LastSaved({
  section,
  setup,
  className,
}: {
  section: CharterSection;
  setup: { updatedAt?: string | null; updatedBy?: string | null };
  className: string;
}) {
  const { t } = useTranslation('siteSetup');
  return (
    <p className={className} data-testid={LAST_SAVED_TEST_IDS[section]}>
      {setup.updatedAt
        ? t(`${section}.lastSaved`, { date: usDateTime(setup.updatedAt), editor: setup.updatedBy ?? '' })
        : t(`${section}.notSaved`)}
    </p>
  );
}
