import {
  MATCH_ACTIONS,
  type MatchActionName,
  type RegistrationStatusChange,
  registrationStatusChangeSchema,
  type StudentMatch,
} from '@enroll/domain';
import {
  Button,
  Field,
  Link,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Radio,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { useUpdateRegistrationStatus } from '../../../api/registrations/update-registration-status.ts';
import { type DataColumn, DataTable } from '../../../components/staff-table/index.ts';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useStudentMatches } from '../api/find-student-matches.ts';

const useStyles = makeStyles({
  step: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  // Columns as wide as their content (Fluent's default gives each the same width, and a long last name
  // or local id ran over the next cell); past the dialog's width the table scrolls sideways.
  table: { minWidth: '960px', tableLayout: 'auto' },
  // The radio and the link need little room: the names, ids and the e-mail get it.
  narrow: { width: '64px' },
  // A school e-mail is one long word: it wraps inside its cell instead of running over the link.
  email: { overflowWrap: 'anywhere' },
  selectionError: { color: tokens.colorPaletteRedForeground1 },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  actionField: { maxWidth: '360px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The match form: the chosen student (its SIS charter and local id) and the action. */
interface MatchFormValues {
  change: 'studentMatched';
  sisCharter: string;
  sisLocalId: string;
  action: MatchActionName | '';
}

/** A refused match's error goes on the action, or on the chosen student. */
const matchFieldOf = (field: string) =>
  field === 'action'
    ? 'action'
    : ['sisCharter', 'sisLocalId', 'student'].includes(field)
      ? 'sisLocalId'
      : null;

const EMPTY: MatchFormValues = { change: 'studentMatched', sisCharter: '', sisLocalId: '', action: '' };

type MatchColumn =
  | 'matchType'
  | 'sisCharter'
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'localId'
  | 'districtId'
  | 'startDate'
  | 'finishDate'
  | 'schoolEmail';

const rowKey = (match: StudentMatch) => `${match.sis_charter}\u0000${match.sis_local_id}`;
const fullName = (match: StudentMatch) =>
  `${match.sis_student_first_name} ${match.sis_student_last_name}`.trim();

export interface StudentMatchStepProps {
  registrationId: string;
  etag: string | null;
  /** The saved registration after a match (with its action) or after 'No Match Found' (action null). */
  onSaved: (saved: VersionedRegistration, action: MatchActionName | null) => void;
  onReload: () => Promise<unknown>;
}

/**
 * Process Registration, step 1 ('Find Student Match'): the SIS students that may be this one, one
 * chosen with a radio and an action (MATCH_ACTIONS) and confirmed, or 'No Match Found'. A failed
 * search ends the loading, clears the results and offers to try again. The table scrolls sideways
 * on a narrow screen, so the birth date and the local id stay reachable.
 */
export function StudentMatchStep({ registrationId, etag, onSaved, onReload }: StudentMatchStepProps) {
  const { t } = useTranslation('registrationDetail');
  const translate = useValidationMessage();
  const styles = useStyles();
  const headingId = useId();
  const matches = useStudentMatches(registrationId, true);
  const updateStatus = useUpdateRegistrationStatus();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  // The form is the studentMatched change itself; the domain's schema checks it (and names its messages).
  const form = useDomainForm<MatchFormValues, RegistrationStatusChange>(registrationStatusChangeSchema, {
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, setValue, watch, formState } = form;
  const chosen = `${watch('sisCharter')}\u0000${watch('sisLocalId')}`;
  const selectionMessage = translate(
    formState.errors.sisLocalId?.message ?? formState.errors.sisCharter?.message,
  );
  const actionMessage = translate(formState.errors.action?.message);

  const write = async (change: RegistrationStatusChange, action: MatchActionName | null) => {
    setFailure(null);
    try {
      const saved = await updateStatus.mutateAsync({ id: registrationId, change, etag });
      onSaved(saved, action);
    } catch (error) {
      setFailure(writeFailureOf(error, t('writeFailed'), form, matchFieldOf));
    }
  };

  const confirm = handleSubmit((change) => write(change, 'action' in change ? change.action : null));
  const busy = updateStatus.isPending;

  const choose = (match: StudentMatch) => {
    setValue('sisCharter', match.sis_charter, { shouldValidate: formState.isSubmitted });
    setValue('sisLocalId', match.sis_local_id, { shouldValidate: formState.isSubmitted });
  };

  /** A column showing one of the SIS student's fields as it came. */
  const textColumn = (id: MatchColumn, cell: (match: StudentMatch) => string): DataColumn<StudentMatch> => ({
    id,
    header: t(`match.columns.${id}`),
    cell,
    cellClassName: id === 'schoolEmail' ? styles.email : undefined,
  });
  const columns: DataColumn<StudentMatch>[] = [
    {
      id: 'select',
      header: t('match.columns.select'),
      headerClassName: styles.narrow,
      cell: (match) => (
        <Radio
          name="student-match"
          value={rowKey(match)}
          checked={chosen === rowKey(match)}
          onChange={() => choose(match)}
          aria-label={t('match.selectStudent', { name: fullName(match), id: match.sis_local_id })}
          aria-invalid={selectionMessage ? true : undefined}
        />
      ),
    },
    textColumn('matchType', (match) => match.match_type),
    textColumn('sisCharter', (match) => match.sis_charter),
    textColumn('firstName', (match) => match.sis_student_first_name),
    textColumn('lastName', (match) => match.sis_student_last_name),
    textColumn('birthDate', (match) => match.sis_student_dob),
    textColumn('localId', (match) => match.sis_local_id),
    textColumn('districtId', (match) => match.sis_district_id),
    textColumn('startDate', (match) => match.start_date),
    textColumn('finishDate', (match) => match.finish_date),
    textColumn('schoolEmail', (match) => match.sis_school_email),
    {
      id: 'link',
      header: t('match.columns.link'),
      headerClassName: styles.narrow,
      cell: (match) =>
        match.url ? (
          <Link
            href={match.url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('match.openLabel', { name: fullName(match) })}
          >
            {t('match.open')}
          </Link>
        ) : null,
    },
  ];

  const body = () => {
    if (matches.isFetching) return <Spinner size="small" label={t('match.loading')} />;
    if (matches.isError || !matches.data) {
      return (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('match.failed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void matches.refetch()}>{t('match.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      );
    }
    const rows = matches.data.recordset;
    const elsewhere =
      matches.data.otherCharterMatches > 0 ? (
        <MessageBar intent="info" data-testid="match-other-charters">
          <MessageBarBody>
            {t('match.otherCharters', { count: matches.data.otherCharterMatches })}
          </MessageBarBody>
        </MessageBar>
      ) : null;
    const noMatchButton = (
      <Button disabled={busy} onClick={() => void write({ change: 'noMatchFound' }, null)}>
        {t('match.noMatch')}
      </Button>
    );
    if (rows.length === 0) {
      return (
        <>
          {elsewhere}
          <Text as="p">{t('match.none')}</Text>
          <div className={styles.buttons}>{noMatchButton}</div>
        </>
      );
    }
    return (
      <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
        {elsewhere}
        <DataTable
          label={t('match.tableLabel')}
          rows={rows}
          columns={columns}
          rowKey={rowKey}
          className={styles.table}
          size="small"
          scrolls
        />
        {selectionMessage ? (
          <Text role="alert" className={styles.selectionError}>
            {selectionMessage}
          </Text>
        ) : null}
        <Field
          className={styles.actionField}
          label={t('match.action')}
          required
          validationState={actionMessage ? 'error' : 'none'}
          validationMessage={actionMessage}
        >
          <Select {...register('action')}>
            <option value="">{t('match.actionPlaceholder')}</option>
            {MATCH_ACTIONS.map((entry) => (
              <option key={entry.action} value={entry.action}>
                {entry.action}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" disabled={busy}>
            {busy ? t('match.saving') : t('match.confirm')}
          </Button>
          {noMatchButton}
        </div>
      </form>
    );
  };

  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('match.title')}
      </h3>
      {body()}
      <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
    </section>
  );
}
