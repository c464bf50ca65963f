import {
  type ConfirmationTemplateInput,
  type ConfirmationTemplateSave,
  confirmationTemplateSchema,
  DEFAULT_CONFIRMATION_TEXT,
  isEmptyTemplateMessage,
} from '@enroll/domain';
import { Button, Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useCreateConfirmationTemplate } from '../../api/lelo-templates/create-confirmation-template.ts';
import { useConfirmationTemplate } from '../../api/lelo-templates/get-confirmation-template.ts';
import type { Versioned } from '../../api/lelo-templates/template-path.ts';
import { useUpdateConfirmationTemplate } from '../../api/lelo-templates/update-confirmation-template.ts';
import { ConflictMessage, EditPageContent, useEditFormStyles } from '../../components/edit-page/index.ts';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { SanitizedHtml } from '../../components/sanitized-html/sanitized-html.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { enSiteSetup } from './i18n/en.ts';
import type { RichTextEditorHandle } from './rich-text-editor.tsx';
import { type SetupTarget, saveErrorText, templateScopeOf } from './setup-target.ts';
import { withPlainSpaces } from './template-html.ts';

// Quill and its CSS are a chunk of their own: only this screen loads them.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const PLACEHOLDERS = ['firstName', 'lastName', '_uuid'] as const;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
  editor: {
    minWidth: 0,
    '& .ql-container': { minHeight: '180px', fontSize: tokens.fontSizeBase300 },
    '& .ql-editor': { minHeight: '180px' },
    '& .ql-editor:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  side: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start', minWidth: 0 },
  sideTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  code: { fontFamily: tokens.fontFamilyMonospace },
  preview: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
});

type Loaded = Versioned<{ templateMessage: string; exists: boolean }>;

/**
 * Confirmation Page Details: the rich-text message families see after signing (and in their e-mail),
 * with the placeholders explained, a preview (the default text while it is empty), and Save: POST
 * the first time, PUT with the ETag after (spec section 4). A 409 shows the server's message with
 * Reload. Shown on its route and in the Learning Center Options dialog.
 */
export function ConfirmationTemplateEditor({ target }: { target: SetupTarget }) {
  const { t } = useTranslation('siteSetup');
  const query = useConfirmationTemplate(target);
  return (
    <EditPageContent
      query={query}
      loadingLabel={t('confirmation.loading')}
      notFoundText={t('confirmation.notFound')}
      loadFailedText={t('confirmation.loadFailed')}
      notFoundStatuses={[400, 404]}
    >
      {(loaded) => (
        <ConfirmationTemplateForm
          // A reload after a conflict starts the form afresh from the template as it now is.
          key={loaded.etag ?? query.dataUpdatedAt}
          target={target}
          loaded={loaded}
          onReload={() => void query.refetch()}
        />
      )}
    </EditPageContent>
  );
}

export function ConfirmationTemplateForm({
  target,
  loaded,
  onReload,
}: {
  target: SetupTarget;
  loaded: Loaded;
  onReload: () => void;
}) {
  const { t } = useTranslation('siteSetup');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const notify = useNotify();
  const create = useCreateConfirmationTemplate();
  const update = useUpdateConfirmationTemplate();
  const [conflict, setConflict] = useState<string | null>(null);
  const editor = useRef<RichTextEditorHandle>(null);
  const labelId = useId();
  const helpId = useId();
  const form = useForm<ConfirmationTemplateInput, unknown, ConfirmationTemplateSave>({
    defaultValues: { ...templateScopeOf(target), templateMessage: loaded.template.templateMessage },
    resolver: zodResolver(confirmationTemplateSchema) as unknown as Resolver<
      ConfirmationTemplateInput,
      unknown,
      ConfirmationTemplateSave
    >,
  });
  const message = useWatch({ control: form.control, name: 'templateMessage' }) ?? '';
  const buttonLabels = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(enSiteSetup.confirmation.toolbar).map((key) => [key, t(`confirmation.toolbar.${key}`)]),
      ),
    [t],
  );
  const pending = create.isPending || update.isPending;

  const save = async (edited: ConfirmationTemplateSave) => {
    setConflict(null);
    const values = { ...edited, templateMessage: withPlainSpaces(edited.templateMessage) };
    try {
      if (loaded.template.exists) await update.mutateAsync({ values, etag: loaded.etag });
      else await create.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return;
      }
      notify('warning', t('confirmation.failed', { message: saveErrorText(error, t('unexpected')) }));
      return;
    }
    notify('success', t('confirmation.saved'));
  };

  const fieldError = translate(form.formState.errors.templateMessage?.message);
  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit(save)}>
      <ConflictMessage message={conflict} reloadLabel={t('confirmation.reload')} onReload={onReload} />
      <div className={styles.layout}>
        <Field
          className={styles.editor}
          label={{ id: labelId, children: t('confirmation.editorLabel') }}
          validationState={fieldError ? 'error' : 'none'}
          validationMessage={fieldError}
        >
          <Suspense fallback={<Spinner size="small" label={t('confirmation.editorLoading')} />}>
            <Controller
              control={form.control}
              name="templateMessage"
              render={({ field }) => (
                <RichTextEditor
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={labelId}
                  describedBy={helpId}
                  toolbarLabel={t('confirmation.editorLabel')}
                  buttonLabels={buttonLabels}
                  editorRef={editor}
                />
              )}
            />
          </Suspense>
        </Field>
        <section className={styles.side} aria-labelledby={`${helpId}-title`}>
          <h2 id={`${helpId}-title`} className={styles.sideTitle}>
            {t('confirmation.placeholdersTitle')}
          </h2>
          <p id={helpId} className={styles.note}>
            {t('confirmation.placeholdersHelp')}
          </p>
          <ul className={styles.list}>
            {PLACEHOLDERS.map((name) => (
              <li key={name}>
                <Button
                  size="small"
                  onClick={() => editor.current?.insertText(`{{${name}}}`)}
                  aria-label={t('confirmation.insert', { placeholder: `{{${name}}}` })}
                >
                  <span className={styles.code}>{`{{${name}}}`}</span>
                </Button>{' '}
                {t(`confirmation.placeholders.${name}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.side} aria-labelledby={`${labelId}-preview`}>
        <h2 id={`${labelId}-preview`} className={styles.sideTitle}>
          {t('confirmation.previewTitle')}
        </h2>
        {isEmptyTemplateMessage(message) ? (
          <div className={styles.preview} data-testid="confirmation-preview">
            <p className={styles.note}>{t('confirmation.previewDefault')}</p>
            <p>{DEFAULT_CONFIRMATION_TEXT}</p>
          </div>
        ) : (
          <div data-testid="confirmation-preview">
            <SanitizedHtml className={styles.preview} html={message} />
          </div>
        )}
      </section>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? t('confirmation.saving') : t('confirmation.save')}
        </Button>
      </div>
    </form>
  );
}
