import { Field, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { lazy, type RefObject, Suspense, useId, useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { enSiteSetup } from './i18n/en.ts';
import type { RichTextEditorHandle } from './rich-text-editor.tsx';

// Quill and its CSS are a chunk of their own: only the screens with an editor load them.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The rich-text editor's toolbar button names (by Quill format), for every setup screen that has one. */
function useEditorToolbarLabels(): Record<string, string> {
  const { t } = useTranslation('siteSetup');
  return useMemo(
    () =>
      Object.fromEntries(
        Object.keys(enSiteSetup.confirmation.toolbar).map((key) => [key, t(`confirmation.toolbar.${key}`)]),
      ),
    [t],
  );
}

/** The editor's field: a usable writing area, its text at body size, a visible focus ring. */
const useStyles = makeStyles({
  editor: {
    minWidth: 0,
    '& .ql-container': { minHeight: '180px', fontSize: tokens.fontSizeBase300 },
    '& .ql-editor': { minHeight: '180px' },
    '& .ql-editor:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
});

interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** An HTML text of the form. */
  name: Path<T>;
  label: string;
  labelClassName?: string;
  /** Read with the editor, under its label. */
  hint?: string;
  /** More text the editor is described by (ids of elements elsewhere on the page). */
  describedBy?: string;
  /** The language the text is written in (the editor's content is marked with it). */
  lang: string;
  /** The field's translated error. */
  error: string | undefined;
  className?: string;
  /** What the form does with the editor (insert a placeholder at the cursor). */
  editorRef: RefObject<RichTextEditorHandle | null>;
}

/**
 * A staff-written HTML text of a setup form: the labelled Fluent field around the rich-text editor
 * (loaded on first use), bound to the form by name, with its hint and error.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  labelClassName,
  hint,
  describedBy,
  lang,
  error,
  className,
  editorRef,
}: RichTextFieldProps<T>) {
  const { t } = useTranslation('siteSetup');
  const styles = useStyles();
  const buttonLabels = useEditorToolbarLabels();
  const labelId = useId();
  const hintId = useId();
  return (
    <Field
      className={mergeClasses(styles.editor, className)}
      label={{ id: labelId, children: label, className: labelClassName }}
      hint={hint ? { id: hintId, children: hint } : undefined}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      <Suspense fallback={<Spinner size="small" label={t('confirmation.editorLoading')} />}>
        <div lang={lang}>
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <RichTextEditor
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                labelledBy={labelId}
                describedBy={[hint ? hintId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
                toolbarLabel={label}
                buttonLabels={buttonLabels}
                editorRef={editorRef}
              />
            )}
          />
        </div>
      </Suspense>
    </Field>
  );
}
