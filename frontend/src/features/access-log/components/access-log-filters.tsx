import {
  ACCESS_LOG_KIND_LABELS,
  ACCESS_LOG_KINDS,
  ACCESS_LOG_PERSON_MAX,
  accessLogFiltersSchema,
} from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import type { AccessLogRequest } from '../api/get-access-log.ts';

const useStyles = makeStyles({
  // Fields wrap onto new lines (one under the other on a phone); the buttons sit on their baseline.
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    flexGrow: 1,
    minWidth: 0,
  },
  text: { width: 'min(280px, 100%)' },
  date: { width: 'min(180px, 100%)' },
  select: { width: 'min(200px, 100%)' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, marginBlockStart: '26px' },
});

const EMPTY: AccessLogRequest = { person: '', record: '', startDate: '', endDate: '', kind: '' };

/**
 * The log's filters: person, record id, date range and kind, applied by Search (checked with the
 * server's schema, each message under its field); Clear empties them all.
 */
export function AccessLogFilterForm({
  values,
  onApply,
}: {
  values: AccessLogRequest;
  onApply: (values: AccessLogRequest) => void;
}) {
  const { t } = useTranslation('accessLog');
  const styles = useStyles();
  const form = useDomainForm(accessLogFiltersSchema, {
    defaultValues: values,
  });
  const { reset } = form;
  // The address changed under the form (Back, a link): show it.
  useEffect(() => {
    reset(values);
  }, [reset, values]);

  const submit = form.handleSubmit((checked) =>
    onApply({
      person: checked.person,
      record: checked.record,
      startDate: checked.startDate ?? '',
      endDate: checked.endDate ?? '',
      kind: checked.kind,
    }),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} aria-label={t('filtersLabel')} noValidate onSubmit={submit}>
        <TextField
          name="person"
          label={t('person')}
          placeholder={t('personPlaceholder')}
          maxLength={ACCESS_LOG_PERSON_MAX}
          autoComplete="off"
          className={styles.text}
        />
        <TextField
          name="record"
          label={t('record')}
          hint={t('recordHint')}
          maxLength={100}
          autoComplete="off"
          className={styles.text}
        />
        <DateField name="startDate" label={t('startDate')} className={styles.date} />
        <DateField name="endDate" label={t('endDate')} className={styles.date} />
        <SelectField
          name="kind"
          label={t('kind')}
          placeholder={t('allKinds')}
          options={ACCESS_LOG_KINDS.map((kind) => ({ value: kind, label: ACCESS_LOG_KIND_LABELS[kind] }))}
          className={styles.select}
        />
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" icon={<SearchRegular />}>
            {t('searchButton')}
          </Button>
          <Button
            icon={<DismissRegular />}
            onClick={() => {
              reset(EMPTY);
              onApply(EMPTY);
            }}
          >
            {t('clearButton')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
