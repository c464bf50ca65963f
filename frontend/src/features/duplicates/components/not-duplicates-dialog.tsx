import {
  type DuplicateRecordView,
  NOT_DUPLICATES_REASON_MAX,
  type NotDuplicatesFormValues,
  notDuplicatesSchema,
  type RecordRef,
  refKey,
  usDate,
} from '@enroll/domain';
import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import { FIELD_GROUP, FIELD_GROUP_LEGEND } from '../../../components/form-fields/field-styles.ts';
import { TextAreaField } from '../../../components/form-fields/text-area-field.tsx';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useMarkNotDuplicates } from '../api/mark-not-duplicates.ts';
import { useViewName } from './view-name.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  intro: { margin: 0 },
  group: { ...FIELD_GROUP, gap: tokens.spacingVerticalXS },
  legend: FIELD_GROUP_LEGEND,
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A refused answer's error goes on the records (any of them) or on the reason. */
const notDuplicatesFieldOf = (field: string) =>
  field.startsWith('records') ? 'records' : field === 'reason' ? field : null;

/** The set's records as checkboxes, bound to the form's `records`; its error under them. */
function RecordChoices({ records }: { records: readonly DuplicateRecordView[] }) {
  const { t } = useTranslation('duplicates');
  const translate = useValidationMessage();
  const styles = useStyles();
  const nameOf = useViewName();
  const legendId = useId();
  const { control } = useFormContext<NotDuplicatesFormValues>();
  const { field, fieldState } = useController({ control, name: 'records' });
  const chosen = new Set(field.value.map(refKey));
  const message = translate(fieldState.error?.message);
  const toggle = (record: RecordRef, checked: boolean) =>
    field.onChange(
      records
        .filter((other) => (refKey(other) === refKey(record) ? checked : chosen.has(refKey(other))))
        .map(({ kind, id }) => ({ kind, id })),
    );
  return (
    <fieldset className={styles.group} aria-invalid={message ? true : undefined}>
      <legend id={legendId} className={styles.legend}>
        {t('dialog.records')}
      </legend>
      {records.map((record) => (
        <Checkbox
          key={refKey(record)}
          label={`${nameOf(record)} · ${t(`kinds.${record.kind}`)} · ${usDate(record.fields.birthDate) || t('noBirthDate')}`}
          checked={chosen.has(refKey(record))}
          onChange={(_event, data) => toggle(record, data.checked === true)}
        />
      ))}
      {message ? (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      ) : null}
    </fieldset>
  );
}

export interface NotDuplicatesFormProps {
  /** Every record of the set. */
  records: readonly DuplicateRecordView[];
  /** The records checked at first. */
  checked: readonly RecordRef[];
  formId: string;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
  /** Reads the set again after a 409. */
  onReload: () => Promise<unknown>;
}

/**
 * 'Not duplicates' (the dialog's content, mounted while open): the records to answer (at least two)
 * and the reason, checked by the domain's `notDuplicatesSchema` as the API is. A refusal's field errors
 * go on the records or the reason; a 409 (a flag changed meanwhile) says so with Reload.
 */
export function NotDuplicatesForm({
  records,
  checked,
  formId,
  onBusy,
  onSaved,
  onReload,
}: NotDuplicatesFormProps) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const mark = useMarkNotDuplicates();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const form = useDomainForm(notDuplicatesSchema, {
    defaultValues: { records: checked.map(({ kind, id }) => ({ kind, id })), reason: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    onBusy(true);
    try {
      await mark.mutateAsync(input);
      onSaved();
    } catch (error) {
      setFailure(writeFailureOf(error, t('dialog.failed'), form, notDuplicatesFieldOf));
    } finally {
      onBusy(false);
    }
  });
  return (
    <FormProvider {...form}>
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('dialog.intro')}</p>
        <RecordChoices records={records} />
        <TextAreaField
          name="reason"
          label={t('dialog.reason')}
          required
          rows={4}
          maxLength={NOT_DUPLICATES_REASON_MAX}
        />
        <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
      </form>
    </FormProvider>
  );
}
