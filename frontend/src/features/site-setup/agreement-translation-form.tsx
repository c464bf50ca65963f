import {
  type AgreementTranslationInput,
  type AgreementTranslationSetup,
  agreementTranslationSchema,
  htmlParagraphs,
} from '@enroll/domain';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useMemo, useRef } from 'react';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useUpdateAgreementTranslation } from './api/update-agreement-translation.ts';
import { type CharterFormProps, LastSaved } from './charter-translation-frame.tsx';
import type { RichTextEditorHandle } from './rich-text-editor.tsx';
import { RichTextField } from './rich-text-field.tsx';
import { withPlainSpaces } from './template-html.ts';
import { useSetupSave } from './use-setup-save.ts';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  column: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start', minWidth: 0 },
  columnTitle: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  note: { margin: 0, color: tokens.colorNeutralForeground3 },
  english: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalM,
    overflowWrap: 'anywhere',
    minWidth: 0,
    // Beside the editor, a long agreement scrolls in its own box; stacked on a phone it just flows.
    '@media (min-width: 1024px)': { maxHeight: '60vh', overflowY: 'auto' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  paragraph: { margin: `0 0 ${tokens.spacingVerticalS}` },
  spanish: {
    '& .ql-container': { minHeight: '320px' },
    '& .ql-editor': { minHeight: '320px' },
  },
});

/**
 * The agreement translation form: the English agreement as families see it now (read-only, as the
 * paragraphs the agreement step and the signed PDF show), beside the Spanish text in the rich-text
 * editor. A translation saved against an older English text is flagged, since families are shown the
 * English text until it is saved again. Save is a PUT with the charter's ETag (a 409 shows the
 * server's message with Reload); a blank text removes the translation. Without an English agreement
 * there is nothing to translate, and Save is off.
 */
export function AgreementTranslationForm({
  charterId,
  loaded,
  onReload,
}: CharterFormProps<AgreementTranslationSetup>) {
  const { t } = useTranslation('siteSetup');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const update = useUpdateAgreementTranslation();
  const { conflict, run } = useSetupSave('agreement');
  const editor = useRef<RichTextEditorHandle>(null);
  const englishTitleId = useId();
  const setup = loaded.template;
  const english = useMemo(() => htmlParagraphs(setup.english), [setup.english]);
  const hasEnglish = english.length > 0;
  // The schema's input: a missing text is a blank one.
  const form = useDomainForm(agreementTranslationSchema, {
    defaultValues: { spanish: setup.spanish },
  });

  const save = ({ spanish }: AgreementTranslationInput) =>
    run(
      () =>
        update.mutateAsync({ charterId, values: { spanish: withPlainSpaces(spanish) }, etag: loaded.etag }),
      (saved) => (saved.template.spanish === '' ? t('agreement.removed') : t('agreement.saved')),
    );

  const fieldError = translate(form.formState.errors.spanish?.message);
  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit(save)}>
      <ConflictMessage message={conflict} reloadLabel={t('agreement.reload')} onReload={onReload} />
      {setup.outdated ? (
        <MessageBar intent="warning" data-testid="agreement-outdated">
          <MessageBarBody>{t('agreement.outdated')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <h2 id={englishTitleId} className={styles.columnTitle}>
            {t('agreement.englishTitle')}
          </h2>
          {hasEnglish ? (
            <>
              <p className={styles.note}>{t('agreement.englishHelp')}</p>
              <section
                aria-labelledby={englishTitleId}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it by keyboard.
                tabIndex={0}
                className={styles.english}
                lang="en"
                data-testid="agreement-english"
              >
                {english.map((paragraph, index) => (
                  // The paragraphs are the text itself: their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph may repeat word for word.
                  <p key={index} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
              </section>
            </>
          ) : (
            <MessageBar intent="info">
              <MessageBarBody>{t('agreement.noEnglish')}</MessageBarBody>
            </MessageBar>
          )}
        </div>
        <div className={styles.column}>
          <RichTextField
            className={styles.spanish}
            control={form.control}
            name="spanish"
            label={t('agreement.editorLabel')}
            labelClassName={styles.columnTitle}
            hint={t('agreement.editorHelp')}
            lang="es"
            error={fieldError}
            editorRef={editor}
          />
          <LastSaved section="agreement" setup={setup} className={styles.note} />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={!hasEnglish || update.isPending}>
          {update.isPending ? t('agreement.saving') : t('agreement.save')}
        </Button>
      </div>
    </form>
  );
}
