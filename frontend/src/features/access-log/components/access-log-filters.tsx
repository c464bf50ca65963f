import {
  ACCESS_LOG_KIND_LABELS,
  ACCESS_LOG_KINDS,
  ACCESS_LOG_PERSON_MAX,
  accessLogFiltersSchema,
} from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import {
  FilterForm,
  useAddressedFilterForm,
  useFilterFormStyles,
} from '../../../components/filter-form/filter-form.tsx';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { SelectField } from '../../../components/form-fields/select-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AccessLogRequest } from '../api/get-access-log.ts';

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
  const styles = useFilterFormStyles();
  const form = useAddressedFilterForm(accessLogFiltersSchema, values);
  const { reset } = form;

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
    <FilterForm form={form} label={t('filtersLabel')} onSubmit={submit}>
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
    </FilterForm>
  );
}
