import type { ComponentType, ReactNode } from 'react';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EditPageContent, type EditPageQuery } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Versioned } from './api/template-path.ts';
import './register.ts';
import { optionsPathOf, type SetupTarget, setupTargetOfParams } from './setup-target.ts';
import { useTemplatePageStyles } from './template-page-styles.ts';
import type { SetupSection } from './use-setup-save.ts';

/** The learning center templates: the confirmation message and the notification e-mail settings. */
export type TemplateSection = 'confirmation' | 'email';

/** What the form of a setup screen starts from: the stored value, and how to read it again. */
export type SetupFormOf<T> = (loaded: Versioned<T>, onReload: () => void) => ReactNode;

/**
 * A setup form once its value is read (a 400 or 404 says the target does not exist). A reload after
 * a conflict, or a save, starts the form afresh from the value as it now is.
 */
export function SetupFormContent<T>({
  texts,
  notFoundText,
  query,
  children,
}: {
  /** The section whose loading, notFound and loadFailed texts are shown. */
  texts: SetupSection;
  /** Instead of the section's notFound text. */
  notFoundText?: string;
  query: EditPageQuery<Versioned<T>> & { dataUpdatedAt: number };
  children: SetupFormOf<T>;
}) {
  const { t } = useTranslation('siteSetup');
  return (
    <EditPageContent
      query={query}
      loadingLabel={t(`${texts}.loading`)}
      notFoundText={notFoundText ?? t(`${texts}.notFound`)}
      loadFailedText={t(`${texts}.loadFailed`)}
      notFoundStatuses={[400, 404]}
    >
      {(loaded) => (
        <Fragment key={loaded.etag ?? query.dataUpdatedAt}>
          {children(loaded, () => void query.refetch())}
        </Fragment>
      )}
    </EditPageContent>
  );
}

/**
 * A template's own screen, /edit-confirmation/… or /edit-email-confirmation/…
 * {charterId}/{name}/{courseId}/{permalink}/{id}: the link back to Learning Center Options, the title,
 * the learning center's name and the editor (the options screen shows the same editor in a dialog).
 */
export function TemplateScreen({
  section,
  Editor,
}: {
  section: TemplateSection;
  Editor: ComponentType<{ target: SetupTarget }>;
}) {
  const { t } = useTranslation('siteSetup');
  const styles = useTemplatePageStyles();
  const target = setupTargetOfParams(useParams());
  return (
    <div className={styles.root}>
      <Link to={optionsPathOf(target)} className={styles.back}>
        {t(`${section}.back`)}
      </Link>
      <h1 className={styles.title}>{t(`${section}.title`)}</h1>
      <p className={styles.center}>{target.learningCenterName}</p>
      <Editor target={target} />
    </div>
  );
}

/** The props of a template's form: its target and the template as read. */
export interface TemplateFormProps<T> {
  target: SetupTarget;
  loaded: Versioned<T>;
  /** Reads the template again (after a conflict). */
  onReload: () => void;
}
