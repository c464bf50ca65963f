import {
  type ConfirmationTemplateInput,
  type ConfirmationTemplateSave,
  confirmationParts,
  confirmationTemplateSchema,
  DEFAULT_CONFIRMATION_TEXTS,
  type FamilyLanguage,
  isFamilyLanguage,
  type StaffConfirmationTemplate,
  siteConfirmationMessage,
  UNTRANSLATED_MESSAGE_NOTES,
} from '@enroll/domain';
import { Button, makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { SanitizedHtml } from '../../components/sanitized-html/sanitized-html.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useCreateConfirmationTemplate } from './api/create-confirmation-template.ts';
import { useConfirmationTemplate } from './api/get-confirmation-template.ts';
import { useUpdateConfirmationTemplate } from './api/update-confirmation-template.ts';
import type { RichTextEditorHandle } from './rich-text-editor.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { type SetupTarget, templateScopeOf } from './setup-target.ts';
import { withPlainSpaces } from './template-html.ts';
import { SetupFormContent, type TemplateFormProps } from './template-screen.tsx';
import { useSetupSave } from './use-setup-save.ts';

const PLACEHOLDERS = ['firstName', 'lastName', '_uuid'] as const;
/** The preview shows the placeholders as written: each is "filled" with itself. */
const AS_WRITTEN = { firstName: '{{firstName}}', lastName: '{{lastName}}', _uuid: '{{_uuid}}' };
/** The form field of each language's message. */
const FIELD = { en: 'templateMessage', es: 'templateMessageEs' } as const;

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
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
  tabs: { minWidth: 0, flexWrap: 'wrap' },
  panel: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/**
 * Confirmation Page Details: the rich-text message families see after signing (and in their e-mail),
 * in English and in Spanish (tabs "English" / "Español", one editor shown at a time), with the
 * placeholders explained, a preview of what a family of that language sees (the default text while
 * there is no message), and Save of both: POST the first time (none stored yet), PUT with the ETag
 * after, so one person's save never overwrites another's. A 409 shows the server's message with Reload. Shown on its route and in the Learning
 * Center Options dialog.
 */
export function ConfirmationTemplateEditor({ target }: { target: SetupTarget }) {
  const query = useConfirmationTemplate(target);
  return (
    <SetupFormContent texts="confirmation" query={query}>
      {(loaded, onReload) => <ConfirmationTemplateForm target={target} loaded={loaded} onReload={onReload} />}
    </SetupFormContent>
  );
}

export function ConfirmationTemplateForm({
  target,
  loaded,
  onReload,
}: TemplateFormProps<StaffConfirmationTemplate>) {
  const { t } = useTranslation('siteSetup');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const create = useCreateConfirmationTemplate();
  const update = useUpdateConfirmationTemplate();
  const { conflict, run } = useSetupSave('confirmation');
  const editor = useRef<RichTextEditorHandle>(null);
  const [language, setLanguage] = useState<FamilyLanguage>('en');
  const tabsId = useId();
  const labelId = useId();
  const helpId = useId();
  const form = useDomainForm<ConfirmationTemplateInput, ConfirmationTemplateSave>(
    confirmationTemplateSchema,
    {
      defaultValues: {
        ...templateScopeOf(target),
        templateMessage: loaded.template.templateMessage,
        templateMessageEs: loaded.template.templateMessageEs,
      },
    },
  );
  const [english = '', spanish = ''] = useWatch({
    control: form.control,
    name: ['templateMessage', 'templateMessageEs'],
  });
  // What a family of the tab's language sees: the rule the confirmation page and e-mail follow.
  const preview = confirmationParts(
    siteConfirmationMessage({ templateMessage: english, templateMessageEs: spanish }, language, AS_WRITTEN),
    language,
    '',
  );
  const pending = create.isPending || update.isPending;

  const save = (edited: ConfirmationTemplateSave) => {
    const values = {
      ...edited,
      templateMessage: withPlainSpaces(edited.templateMessage),
      templateMessageEs: withPlainSpaces(edited.templateMessageEs ?? ''),
    };
    return run(async () => {
      if (loaded.template.exists) await update.mutateAsync({ values, etag: loaded.etag });
      else await create.mutateAsync(values);
    }, t('confirmation.saved'));
  };

  // A message too long in the other tab is shown: the tab with the error opens.
  const showInvalid = (errors: Partial<Record<(typeof FIELD)[FamilyLanguage], unknown>>) => {
    if (!errors[FIELD[language]]) setLanguage(errors.templateMessage ? 'en' : 'es');
  };
  const fieldError = translate(form.formState.errors[FIELD[language]]?.message);
  const editorLabel = language === 'en' ? t('confirmation.editorLabel') : t('confirmation.editorLabelEs');
  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit(save, showInvalid)}>
      <ConflictMessage message={conflict} reloadLabel={t('confirmation.reload')} onReload={onReload} />
      <TabList
        className={styles.tabs}
        selectedValue={language}
        onTabSelect={(_event, data) => {
          if (isFamilyLanguage(data.value)) setLanguage(data.value);
        }}
        aria-label={t('confirmation.languages')}
      >
        {(['en', 'es'] as const).map((tab) => (
          <Tab key={tab} value={tab} id={`${tabsId}-${tab}`} aria-controls={`${tabsId}-panel`} lang={tab}>
            {t(`confirmation.tabs.${tab}`)}
          </Tab>
        ))}
      </TabList>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${language}`}
        className={styles.panel}
      >
        <div className={styles.layout}>
          <RichTextField
            // One editor per language: switching tabs mounts the other one with its own text.
            key={language}
            control={form.control}
            name={FIELD[language]}
            label={editorLabel}
            hint={t(language === 'en' ? 'confirmation.helpEn' : 'confirmation.helpEs')}
            describedBy={helpId}
            lang={language}
            error={fieldError}
            editorRef={editor}
          />
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
          {preview.defaultText ? (
            <div className={styles.preview} data-testid="confirmation-preview" lang={language}>
              <p className={styles.note} lang="en">
                {preview.message === null
                  ? t('confirmation.previewDefault')
                  : t('confirmation.previewUntranslated')}
              </p>
              <p>{DEFAULT_CONFIRMATION_TEXTS[language]}</p>
              {preview.messageLanguage ? (
                <>
                  <p className={styles.note}>{UNTRANSLATED_MESSAGE_NOTES[language]}</p>
                  <SanitizedHtml html={preview.message ?? ''} lang={preview.messageLanguage} />
                </>
              ) : null}
            </div>
          ) : (
            <div data-testid="confirmation-preview" lang={language}>
              <SanitizedHtml className={styles.preview} html={preview.message ?? ''} />
            </div>
          )}
        </section>
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? t('confirmation.saving') : t('confirmation.save')}
        </Button>
      </div>
    </form>
  );
}
