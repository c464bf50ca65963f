import {
  AGE_RANGES,
  birthDateBounds,
  EMAIL_MAX_LENGTH,
  formatPhoneInput,
  type InterestSubmission,
  needsParentInformation,
  normalizeUsZipInput,
} from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { ConnectionLostNotice } from '../../../components/connection-lost/connection-lost-notice.tsx';
import { useLeaveWarning } from '../../../components/leave-warning/use-leave-warning.ts';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { RightsModal } from '../../../components/rights-modal/rights-modal.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSubmitInterest } from '../api/submit-interest.ts';
import { clearDraft, loadDraft, saveDraft } from '../interest-draft.ts';
import {
  EMPTY_INTEREST_FORM,
  hasAnyInput,
  INTEREST_FIELD_ORDER,
  type InterestFieldErrors,
  type InterestFormOutput,
  isInterestFieldName,
} from '../interest-form-values.ts';
import { draftKey, type InterestQuery } from '../interest-query.ts';
import { useInterestForm } from '../use-interest-form.ts';
import { useSectionStyles } from './form-styles.ts';
import { FormTextField } from './form-text-field.tsx';
import { NamePair } from './name-pair.tsx';
import { ParentFields } from './parent-fields.tsx';
import { SubmitButton } from './submit-button.tsx';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  actions: { display: 'grid', gap: tokens.spacingVerticalM, justifyItems: 'start' },
  submitRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    width: '100%',
  },
  submitMessage: {
    margin: 0,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  rights: { margin: 0, fontSize: tokens.fontSizeBase300 },
});

interface InterestFormProps {
  query: InterestQuery;
  /** The entry was stored: its uuid and the address its e-mail goes to. */
  onSubmitted: (result: { uuid: string; email: string }) => void;
}

/** Level 0: the interest form itself, from the first keystroke to the accepted submission. */
export function InterestForm({ query, onSubmitted }: InterestFormProps) {
  const { t } = useTranslation('interestForm');
  const { t: tCommon } = useTranslation();
  const notify = useNotify();
  const styles = useStyles();
  const sections = useSectionStyles();
  const studentHeadingId = useId();
  const contactHeadingId = useId();
  const submitMessageId = useId();
  const storageKey = draftKey(query);
  const [initialValues] = useState(() => loadDraft(storageKey) ?? EMPTY_INTEREST_FORM);
  // The picker offers the birth dates of the form's age range (the schema refuses any other).
  const [birthDateLimits] = useState(() => birthDateBounds(AGE_RANGES.interest));
  const { values, field, isValid, handleSubmit, setFieldErrors, focusFirst, prefetch, waitingForValidation } =
    useInterestForm(initialValues);
  const submission = useSubmitInterest();
  // One key per filled form: a retry or a double click of the same values sends the same key.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  // After an invalid attempt the banner's message also stays beside Submit until the form is fixed,
  // for a parent who looked away during the banner's 5 seconds.
  const [attemptFailed, setAttemptFailed] = useState(false);
  if (attemptFailed && isValid) setAttemptFailed(false);
  const showSubmitMessage = attemptFailed && !isValid;

  useLeaveWarning(hasAnyInput(values), t('leaveWarning'));
  useEffect(() => saveDraft(storageKey, values), [storageKey, values]);

  const showParent = needsParentInformation(values.birthDate);

  const onInvalid = (errors: InterestFieldErrors) => {
    setAttemptFailed(true);
    notify('warning', t('requiredBanner'));
    focusFirst(INTEREST_FIELD_ORDER.filter((name) => errors[name]));
  };

  const onServerError = (error: Error) => {
    if (error instanceof ApiError && error.status === 400) {
      const onForm: InterestFieldErrors = {};
      for (const fieldError of error.errors) {
        if (!isInterestFieldName(fieldError.field)) continue;
        onForm[fieldError.field] = fieldError.code === 'invalid' ? fieldError.message : fieldError.code;
      }
      const names = INTEREST_FIELD_ORDER.filter((name) => onForm[name] !== undefined);
      if (names.length > 0) {
        setFieldErrors(onForm);
        setAttemptFailed(true);
        notify('warning', t('requiredBanner'));
        focusFirst(names);
        return;
      }
      notify('warning', tCommon('common.unexpectedError'));
      return;
    }
    notify('warning', t('submitFailed'));
  };

  const onValid = (data: InterestFormOutput) => {
    if (inFlight.current) return;
    const withParent = needsParentInformation(data.birthDate);
    const body: Omit<InterestSubmission, 'language'> = {
      ...data,
      ...(withParent ? {} : { parentRelationship: '', parentFirstName: '', parentLastName: '' }),
      ...query,
    };
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized)
      attempt.current = { key: newIdempotencyKey(), body: serialized };
    inFlight.current = true;
    submission.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (result) => {
          clearDraft(storageKey);
          attempt.current = null;
          onSubmitted({ uuid: result._uuid, email: data.primaryEmail });
        },
        onError: onServerError,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby={studentHeadingId}
      onFocus={prefetch}
      onSubmit={handleSubmit({ onValid, onInvalid })}
    >
      <section className={sections.section} aria-labelledby={studentHeadingId}>
        <h1 id={studentHeadingId} className={styles.title}>
          {t('headings.student')}
        </h1>
        <p className={styles.note}>{t('requiredNote')}</p>
        <NamePair field={field} person="student" />
        <FormTextField
          field={field('birthDate')}
          label={t('fields.birthDate')}
          required
          type="date"
          min={birthDateLimits.earliest}
          max={birthDateLimits.latest}
          autoComplete="off"
        />
      </section>
      {showParent && <ParentFields field={field} />}
      <section className={sections.section} aria-labelledby={contactHeadingId}>
        <h2 id={contactHeadingId} className={sections.heading}>
          {t('headings.contact')}
        </h2>
        <FormTextField
          field={field('primaryEmail')}
          label={t('fields.primaryEmail')}
          required
          type="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
        />
        <div className={sections.pair}>
          <FormTextField
            field={field('phone')}
            label={t('fields.phone')}
            required
            type="tel"
            inputMode="tel"
            placeholder={t('placeholders.phone')}
            autoComplete="tel-national"
            format={formatPhoneInput}
          />
          <FormTextField
            field={field('zipCode')}
            label={t('fields.zipCode')}
            required
            inputMode="numeric"
            placeholder={t('placeholders.zipCode')}
            autoComplete="postal-code"
            format={normalizeUsZipInput}
          />
        </div>
      </section>
      <div className={styles.actions}>
        <p className={styles.rights}>
          <RightsModal />
        </p>
        <div className={styles.submitRow}>
          <SubmitButton
            label={t('submit')}
            pendingLabel={t('submitting')}
            pending={submission.isPending}
            describedBy={showSubmitMessage ? submitMessageId : undefined}
          />
          {/* Mounted once per failed attempt, so it is announced once and not on every keystroke. */}
          {showSubmitMessage && (
            <p
              id={submitMessageId}
              className={styles.submitMessage}
              role="alert"
              data-testid="submit-message"
            >
              {t('requiredBanner')}
            </p>
          )}
        </div>
        <ConnectionLostNotice loading={waitingForValidation} />
      </div>
    </form>
  );
}
