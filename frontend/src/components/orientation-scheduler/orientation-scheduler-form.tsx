import {
  businessToday,
  type OrientationDate,
  orientationChoiceSchema,
  slotsWithin,
  usDate,
} from '@enroll/domain';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useOrientationOptions } from '../../api/registrations/get-orientation-options.ts';
import { getRegistration, type VersionedRegistration } from '../../api/registrations/get-registration.ts';
import { registrationKeys } from '../../api/registrations/query-keys.ts';
import { useUpdateRegistrationStatus } from '../../api/registrations/update-registration-status.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { asTypedSchema } from '../../lib/forms/as-typed-schema.ts';
import { draftFieldOf, serverFieldMessage } from '../../lib/forms/field-errors.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { SelectField } from '../form-fields/select-field.tsx';
import { TextField } from '../form-fields/text-field.tsx';
import { RadioField } from '../form-fields/yes-no-field.tsx';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import './i18n/register.ts';
import {
  type CurrentOrientation,
  choiceOf,
  formFieldOf,
  type OrientationFormValues,
  offeredDates,
  startingValues,
} from './orientation-form-values.ts';

/** The form is the domain's orientation choice, checked as typed (its output is `choiceOf`). */
const ORIENTATION_CHECK = asTypedSchema<OrientationFormValues>(orientationChoiceSchema);

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' },
  times: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 480px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalM,
    },
  },
  note: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface OrientationSchedulerFormProps {
  registrationId: string;
  /** The ETag of the registration as read by the caller; sent as If-Match. */
  etag: string | null;
  /** The saved registration with its new ETag; `emailSent` when the orientation e-mail was asked for. */
  onScheduled: (saved: VersionedRegistration, emailSent: boolean) => void;
  /** Buttons after the form's own (a modal's 'Close' or 'Cancel Reschedule'). */
  secondaryActions?: ReactNode;
  /** The registration's orientation now: a reschedule starts from it. */
  current?: CurrentOrientation;
}

/**
 * The Orientation Scheduler's form: a virtual orientation (the site's link, 'Send
 * Email Invitation' or 'Submit' without mail) or a live one (one of the site's upcoming dates and a
 * time range of the half-hour slots inside it; 'Submit' sends the e-mail). Loads the site's options
 * first; saves through PUT /api/registration/status/{id} ('orientationScheduled') with If-Match.
 */
export function OrientationSchedulerForm(props: OrientationSchedulerFormProps) {
  const { t } = useTranslation('orientationScheduler');
  const options = useOrientationOptions(props.registrationId);
  // The way out (Close, Cancel Reschedule) is there while the options load: a modal opened with nothing
  // to focus in it is left hidden from screen readers (aria-hidden on its surface), as Reschedule was.
  if (options.isPending) {
    return (
      <>
        <Spinner label={t('loading')} />
        {props.secondaryActions}
      </>
    );
  }
  if (options.isError) {
    return (
      <>
        <LoadFailed message={t('loadFailed')} onRetry={() => void options.refetch()} />
        {props.secondaryActions}
      </>
    );
  }
  return (
    <SchedulerFields
      {...props}
      virtualLink={options.data.virtual_link}
      dates={options.data.orientation_dates}
    />
  );
}

interface SchedulerFieldsProps extends OrientationSchedulerFormProps {
  virtualLink: string;
  dates: readonly OrientationDate[];
}

/** A refusal shown above the buttons: a 409 offers to read the registration again. */
interface Refusal {
  message: string;
  conflict: boolean;
}

function SchedulerFields({
  registrationId,
  etag,
  onScheduled,
  secondaryActions,
  current,
  virtualLink,
  dates,
}: SchedulerFieldsProps) {
  const { t } = useTranslation('orientationScheduler');
  const translate = useValidationMessage();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const update = useUpdateRegistrationStatus();
  const [today] = useState(businessToday);
  const offered = offeredDates(dates, today);
  // A Reload after a 409 sends the version read then, not the caller's older one.
  const [currentEtag, setCurrentEtag] = useState(etag);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useDomainForm(ORIENTATION_CHECK, {
    defaultValues: startingValues(virtualLink, current),
    issuesOn: draftFieldOf,
  });
  const { control, handleSubmit, setValue, formState } = form;
  const [type, date] = useWatch({ control, name: ['type', 'date'] });
  const chosenDate = offered.find((candidate) => candidate.date === date);
  const slots = chosenDate ? slotsWithin(chosenDate) : [];
  const busy = formState.isSubmitting;

  const save = (sendEmail: boolean) => async (values: OrientationFormValues) => {
    setRefusal(null);
    const orientation = choiceOf(values, sendEmail);
    try {
      const saved = await update.mutateAsync({
        id: registrationId,
        change: { change: 'orientationScheduled', orientation },
        etag: currentEtag,
      });
      onScheduled(saved, orientation.sendEmail);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setRefusal({ message: t('failed'), conflict: false });
        return;
      }
      // A 400's errors go on their fields; one on no field of the form is shown above the buttons.
      const [unplaced] = applyServerFieldErrors(form, error, formFieldOf);
      const message = unplaced && serverFieldMessage(unplaced);
      if (error.status === 409) setRefusal({ message: error.message, conflict: true });
      else if (message) setRefusal({ message: translate(message) ?? message, conflict: false });
      else if (error.errors.length === 0)
        setRefusal({ message: error.message || t('failed'), conflict: false });
    }
  };

  /** After a 409: the registration and the site's options are read again; the choices stay. */
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: registrationKeys.detail(registrationId),
      queryFn: () => getRegistration(registrationId),
      staleTime: 0,
    });
    setCurrentEtag(fresh.etag);
    setRefusal(null);
    void queryClient.invalidateQueries({ queryKey: registrationKeys.orientationOptions(registrationId) });
  };

  const clearTimes = () => {
    setValue('startTime', '');
    setValue('endTime', '');
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.form}
        aria-label={t('title')}
        // Enter in a field is the plain 'Submit' (a virtual one without mail, a live one with it).
        onSubmit={handleSubmit((values) => save(values.type === 'LIVE')(values))}
      >
        <RadioField
          name="type"
          label={t('kind')}
          required
          layout="vertical"
          options={(['VIRTUAL', 'LIVE'] as const).map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onValueChange={() => setRefusal(null)}
        />
        {type === 'VIRTUAL' ? (
          <TextField name="link" label={t('link')} type="url" inputMode="url" required />
        ) : offered.length === 0 ? (
          <p className={styles.note} role="status">
            {t('noDates')}
          </p>
        ) : (
          <>
            <SelectField
              name="date"
              label={t('date')}
              required
              options={offered.map((entry) => ({ value: entry.date, label: usDate(entry.date) }))}
              onValueChange={clearTimes}
            />
            <div className={styles.times}>
              <SelectField name="startTime" label={t('startTime')} required options={slots} />
              <SelectField name="endTime" label={t('endTime')} required options={slots} />
            </div>
          </>
        )}
        {refusal ? (
          <MessageBar intent={refusal.conflict ? 'warning' : 'error'} role="alert">
            <MessageBarBody>{refusal.message}</MessageBarBody>
            {refusal.conflict ? (
              <MessageBarActions>
                <Button onClick={() => void reload()}>{t('reload')}</Button>
              </MessageBarActions>
            ) : null}
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          {type === 'VIRTUAL' ? (
            <Button appearance="primary" disabled={busy} onClick={() => void handleSubmit(save(true))()}>
              {t('sendInvitation')}
            </Button>
          ) : null}
          <Button
            type="submit"
            appearance={type === 'VIRTUAL' ? 'secondary' : 'primary'}
            disabled={busy || (type === 'LIVE' && offered.length === 0)}
          >
            {t('submit')}
          </Button>
          {secondaryActions}
        </div>
      </form>
    </FormProvider>
  );
}
