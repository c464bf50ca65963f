import {
  PROCESSING_NOTES_MAX,
  type ProgramState,
  programStateText,
  type SpecialProgram,
  type SpecialProgramsRequest,
  specialProgramsRequestSchema,
} from '@enroll/domain';
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId, useState } from 'react';
import { FormProvider, useController, useFormContext } from 'react-hook-form';
import type { VersionedRegistration } from '../../../api/registrations/get-registration.ts';
import { DialogFrame } from '../../../components/dialog-frame/dialog-frame.tsx';
import { TextAreaField } from '../../../components/form-fields/text-area-field.tsx';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../../lib/forms/use-domain-form.ts';
import { useAddSpecialPrograms } from '../api/add-special-programs.ts';
import { useProgramTypes } from '../api/get-program-types.ts';
import type { RegistrationDialogProps } from './registration-dialog-props.ts';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(640px, calc(100% - 16px))', boxSizing: 'border-box' },
  content: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  group: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  hint: { color: tokens.colorNeutralForeground2 },
  programs: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingVerticalXS,
  },
  program: { display: 'flex', alignItems: 'center', flexWrap: 'wrap' },
  state: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A click moves a program on: not reviewed → yes → no → not reviewed. */
export function nextProgramState(state: ProgramState): ProgramState {
  if (state === 'unchecked') return true;
  return state ? false : 'unchecked';
}

interface ProgramsFormValues {
  programList: Record<string, ProgramState>;
  programDescription: string;
}

/** One program's tri-state checkbox: 'mixed' while not reviewed, then checked (yes) or not (no). */
/** A refused save's error goes on the list of programs, or on the description. */
const programsFieldOf = (field: string) =>
  field.startsWith('programList') ? 'programList' : field === 'programDescription' ? field : null;

function ProgramCheckbox({ program }: { program: SpecialProgram }) {
  const styles = useStyles();
  const { control } = useFormContext<ProgramsFormValues>();
  const { field } = useController({ control, name: `programList.${program.key}` });
  const state = field.value as ProgramState;
  return (
    <div className={styles.program}>
      <Checkbox
        ref={field.ref}
        label={program.label}
        checked={state === 'unchecked' ? 'mixed' : state}
        onChange={() => field.onChange(nextProgramState(state))}
      />
      {/* The checkbox's own state says this to screen readers. */}
      <span className={styles.state} aria-hidden>
        {programStateText(state)}
      </span>
    </div>
  );
}

interface ProgramsFormProps {
  registration: VersionedRegistration;
  programs: SpecialProgram[];
  formId: string;
  onSaved: () => void;
  onReload: () => Promise<unknown>;
  onBusy: (busy: boolean) => void;
}

function ProgramsForm({ registration, programs, formId, onSaved, onReload, onBusy }: ProgramsFormProps) {
  const { t } = useTranslation('registrationDetail');
  const translate = useValidationMessage();
  const styles = useStyles();
  const save = useAddSpecialPrograms();
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const legendId = useId();
  const { record, etag } = registration;
  const form = useDomainForm<ProgramsFormValues, SpecialProgramsRequest>(specialProgramsRequestSchema, {
    // Each listed program starts as stored (a program never reviewed is 'unchecked').
    defaultValues: {
      programList: Object.fromEntries(
        programs.map((program) => [program.key, record.programs[program.key] ?? 'unchecked']),
      ),
      programDescription: record.programDescription ?? '',
    },
  });
  // The list's own error (a server refusal) or the first of a program's (keys are checked one by one).
  const listError = form.formState.errors.programList as
    | ({ message?: string } & Record<string, { message?: string } | undefined>)
    | undefined;
  const listMessage = translate(
    listError?.message ?? Object.values(listError ?? {}).find((entry) => typeof entry === 'object')?.message,
  );

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    onBusy(true);
    try {
      await save.mutateAsync({ id: record.id, body, etag });
      onSaved();
    } catch (error) {
      setFailure(writeFailureOf(error, t('writeFailed'), form, programsFieldOf));
    } finally {
      onBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.group} aria-describedby={`${legendId}-hint`}>
          <legend id={legendId} className={styles.legend}>
            {t('programs.legend')}
          </legend>
          <Text id={`${legendId}-hint`} className={styles.hint} size={200}>
            {t('programs.hint')}
          </Text>
          <div className={styles.programs}>
            {programs.map((program) => (
              <ProgramCheckbox key={program.key} program={program} />
            ))}
          </div>
          {listMessage ? (
            <Text role="alert" className={styles.error}>
              {listMessage}
            </Text>
          ) : null}
        </fieldset>
        <TextAreaField
          name="programDescription"
          label={t('programs.description')}
          rows={5}
          maxLength={PROCESSING_NOTES_MAX}
        />
        <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
      </form>
    </FormProvider>
  );
}

/**
 * 'Add Special Programs' (mounted while open): each program of GET /api/programTypes as a tri-state
 * checkbox and the description (5 rows); Save stores them with the detail's ETag.
 */
export function SpecialProgramsDialog({ registration, onClose, onSaved, onReload }: RegistrationDialogProps) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const programTypes = useProgramTypes();
  const formId = useId();
  const [busy, setBusy] = useState(false);

  return (
    <DialogFrame
      title={t('programs.title')}
      busy={busy}
      onClose={onClose}
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
      actions={
        <>
          <Button type="submit" form={formId} appearance="primary" disabled={busy || !programTypes.data}>
            {busy ? t('programs.saving') : t('programs.save')}
          </Button>
          <Button disabled={busy} onClick={onClose}>
            {t('programs.close')}
          </Button>
        </>
      }
    >
      {programTypes.isPending ? <Spinner size="small" label={t('programs.loading')} /> : null}
      {programTypes.isError ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('programs.loadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void programTypes.refetch()}>{t('programs.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {programTypes.data ? (
        <ProgramsForm
          // A fresh read (after Reload) starts the form from the stored programs again.
          key={registration.etag ?? ''}
          registration={registration}
          programs={programTypes.data.data}
          formId={formId}
          onSaved={onSaved}
          onReload={onReload}
          onBusy={setBusy}
        />
      ) : null}
    </DialogFrame>
  );
}
