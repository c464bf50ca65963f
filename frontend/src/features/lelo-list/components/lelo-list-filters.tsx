import { LELO_STATUSES, type LeloStatus, leloListFiltersSchema, STAFF_LIST_SEARCH_MAX } from '@enroll/domain';
import { Button, Field, Select } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { SessionSummary } from '../../../api/sessions/get-sessions.ts';
import {
  FilterForm,
  useAddressedFilterForm,
  useFilterFormStyles,
} from '../../../components/filter-form/filter-form.tsx';
import { DateField } from '../../../components/form-fields/date-field.tsx';
import { TextField } from '../../../components/form-fields/text-field.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LeloSearchValues } from '../use-lelo-list-params.ts';

export interface LeloListFiltersProps {
  status: LeloStatus;
  session: string;
  /** The active sessions (the filter lists only those). */
  sessions: readonly SessionSummary[];
  values: LeloSearchValues;
  onStatusChange: (status: LeloStatus) => void;
  onSessionChange: (session: string) => void;
  onSearch: (values: LeloSearchValues) => void;
}

/**
 * The list's filters: search box, session (All Sessions or an active one) and status, applied at
 * once, and the date range, applied with the search text by Search. The dates are checked with the
 * server's schema (both or neither, start not after end), each message under its field.
 */
export function LeloListFilterForm({
  status,
  session,
  sessions,
  values,
  onStatusChange,
  onSessionChange,
  onSearch,
}: LeloListFiltersProps) {
  const { t } = useTranslation('leloList');
  const styles = useFilterFormStyles();
  const form = useAddressedFilterForm(leloListFiltersSchema, values);

  const submit = form.handleSubmit((checked) =>
    onSearch({
      search: checked.search,
      startDate: checked.startDate ?? '',
      endDate: checked.endDate ?? '',
    }),
  );

  return (
    <FilterForm form={form} label={t('filtersLabel')} onSubmit={submit}>
      <TextField
        name="search"
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        maxLength={STAFF_LIST_SEARCH_MAX}
        autoComplete="off"
        className={styles.search}
      />
      <Field label={t('session')} className={styles.select}>
        <Select value={session} onChange={(_event, data) => onSessionChange(data.value)}>
          <option value="">{t('allSessions')}</option>
          {sessions.map((one) => (
            <option key={one._id} value={one._id}>
              {one.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('status')} className={styles.select}>
        <Select value={status} onChange={(_event, data) => onStatusChange(data.value as LeloStatus)}>
          {LELO_STATUSES.map((one) => (
            <option key={one} value={one}>
              {t(`statuses.${one}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DateField name="startDate" label={t('startDate')} className={styles.date} />
      <DateField name="endDate" label={t('endDate')} className={styles.date} />
      <Button type="submit" appearance="primary" icon={<SearchRegular />} className={styles.buttons}>
        {t('searchButton')}
      </Button>
    </FilterForm>
  );
}
