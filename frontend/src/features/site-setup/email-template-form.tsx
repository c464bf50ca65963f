import {
  type EmailTemplateInput,
  type EmailTemplateSave,
  emailTemplateSchema,
  isNotificationAddress,
  NOTIFICATION_EMAILS_MAX,
} from '@enroll/domain';
import {
  Button,
  Field,
  Input,
  InteractionTag,
  InteractionTagPrimary,
  InteractionTagSecondary,
  makeStyles,
  Switch,
  TagGroup,
  tokens,
} from '@fluentui/react-components';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Control, Controller, type FieldErrors, useWatch } from 'react-hook-form';
import { ConflictMessage, useEditFormStyles } from '../../components/edit-page/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { useCreateEmailTemplate } from './api/create-email-template.ts';
import { useEmailTemplate } from './api/get-email-template.ts';
import { useUpdateEmailTemplate } from './api/update-email-template.ts';
import { type SetupTarget, templateScopeOf } from './setup-target.ts';
import { SetupFormContent, type TemplateFormProps } from './template-screen.tsx';
import { useSetupSave } from './use-setup-save.ts';

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
  tag: { maxWidth: '100%', overflowWrap: 'anywhere' },
  none: { margin: 0, color: tokens.colorNeutralForeground3 },
  addressesTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  input: { maxWidth: '480px' },
});

/** What the form shows of the stored settings. */
type EmailSettings = { email: string[]; pgPrimaryEmail: boolean; studentEmail: boolean; exists: boolean };

/** The switches of the family's copies: to the parent's address, to the student's. */
const FAMILY_COPIES = ['pgPrimaryEmail', 'studentEmail'] as const;

/** The first message of the addresses' errors: the list's own, else the first entry's. */
function addressesError(errors: FieldErrors<EmailTemplateInput>): string | undefined {
  const email = errors.email;
  if (!email) return undefined;
  if (typeof email.message === 'string') return email.message;
  const entries = Array.isArray(email) ? email : Object.values(email);
  return entries.find((entry) => typeof entry?.message === 'string')?.message;
}

/**
 * Email Notification Settings: the staff addresses that receive the notification e-mail of each Lelo
 * submission (typed, then added as a removable tag on Enter or Space, each checked), and the switches
 * for the family copy to the parent's and the student's address. POST the first time, PUT with the
 * ETag after. Shown on its route and in the Learning Center Options dialog.
 */
export function EmailTemplateEditor({ target }: { target: SetupTarget }) {
  const query = useEmailTemplate(target);
  return (
    <SetupFormContent texts="email" query={query}>
      {(loaded, onReload) => <EmailTemplateForm target={target} loaded={loaded} onReload={onReload} />}
    </SetupFormContent>
  );
}

export function EmailTemplateForm({ target, loaded, onReload }: TemplateFormProps<EmailSettings>) {
  const { t } = useTranslation('siteSetup');
  const translate = useValidationMessage();
  const styles = { ...useEditFormStyles(), ...useStyles() };
  const create = useCreateEmailTemplate();
  const update = useUpdateEmailTemplate();
  const { conflict, run } = useSetupSave('email');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const addressesTitleId = useId();
  const form = useDomainForm<EmailTemplateInput, EmailTemplateSave>(emailTemplateSchema, {
    defaultValues: {
      ...templateScopeOf(target),
      email: loaded.template.email,
      pgPrimaryEmail: loaded.template.pgPrimaryEmail,
      studentEmail: loaded.template.studentEmail,
    },
  });
  const pending = create.isPending || update.isPending;

  const addresses = (): string[] => {
    const value = form.getValues('email');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  };

  /** Adds what was typed as a tag; an empty entry is dropped, a bad one refused. False when refused. */
  const addTyped = (): boolean => {
    const address = typed.trim();
    if (address === '') {
      setTyped('');
      return true;
    }
    if (!isNotificationAddress(address)) {
      setTypedError(translate('template.email.invalid'));
      return false;
    }
    const current = addresses();
    if (!current.some((entry) => entry.toLowerCase() === address.toLowerCase())) {
      if (current.length >= NOTIFICATION_EMAILS_MAX) {
        setTypedError(translate('template.email.tooMany'));
        return false;
      }
      form.setValue('email', [...current, address], { shouldDirty: true, shouldValidate: true });
    }
    setTyped('');
    setTypedError(undefined);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter or Space ends an address; Enter does not submit the form here.
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      addTyped();
    }
  };

  const save = (values: EmailTemplateSave) =>
    run(
      async () => {
        if (loaded.template.exists) await update.mutateAsync({ values, etag: loaded.etag });
        else await create.mutateAsync(values);
      },
      loaded.template.exists ? t('email.updated') : t('email.created'),
    );

  // An address still in the input is added first; a bad one stops the save.
  const submit = form.handleSubmit(save);
  const listError = translate(addressesError(form.formState.errors));
  const inputError = typedError ?? listError;
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        if (!addTyped()) {
          event.preventDefault();
          return;
        }
        void submit(event);
      }}
    >
      <ConflictMessage message={conflict} reloadLabel={t('email.reload')} onReload={onReload} />
      <Field
        label={t('email.address')}
        hint={t('email.addressHint')}
        validationState={inputError ? 'error' : 'none'}
        validationMessage={inputError}
      >
        <Input
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={typed}
          onChange={(_event, data) => {
            setTyped(data.value);
            setTypedError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Controller
        control={form.control}
        name="email"
        render={({ field }) => {
          const list = Array.isArray(field.value) ? field.value : [];
          return (
            <section className={styles.section} aria-labelledby={addressesTitleId}>
              <h2 id={addressesTitleId} className={styles.addressesTitle}>
                {t('email.addresses')}
              </h2>
              {list.length === 0 ? (
                <p className={styles.none}>{t('email.none')}</p>
              ) : (
                <TagGroup
                  className={styles.tags}
                  aria-labelledby={addressesTitleId}
                  onDismiss={(_event, { value }) =>
                    field.onChange(list.filter((address) => address !== value))
                  }
                >
                  {list.map((address) => (
                    <InteractionTag key={address} value={address} className={styles.tag}>
                      <InteractionTagPrimary hasSecondaryAction>{address}</InteractionTagPrimary>
                      {/* Fluent names it by the address and this label: 'office@... Remove'. */}
                      <InteractionTagSecondary aria-label={t('email.remove')} />
                    </InteractionTag>
                  ))}
                </TagGroup>
              )}
            </section>
          );
        }}
      />
      {FAMILY_COPIES.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Switch
              label={t(`email.${name}`)}
              checked={field.value === true}
              onChange={(_event, data) => field.onChange(data.checked)}
            />
          )}
        />
      ))}
      <RecipientsSummary control={form.control} />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {pending ? t('email.saving') : t('email.save')}
        </Button>
      </div>
    </form>
  );
}

/** Who the settings send what to, in one place, as they are set now (read out as they change). */
function RecipientsSummary({ control }: { control: Control<EmailTemplateInput> }) {
  const { t } = useTranslation('siteSetup');
  const [email, parent, student] = useWatch({ control, name: ['email', 'pgPrimaryEmail', 'studentEmail'] });
  const family =
    parent && student
      ? t('email.summary.both')
      : parent
        ? t('email.summary.parent')
        : student
          ? t('email.summary.student')
          : t('email.summary.noFamily');
  const addresses: readonly string[] = Array.isArray(email) ? email : [];
  const staff = addresses.length > 0 ? addresses.join(', ') : t('email.summary.noStaff');
  return (
    <div role="status" aria-live="polite" data-testid="email-recipients-summary">
      <p>{t('email.summary.familyLine', { family })}</p>
      <p>{t('email.summary.staffLine', { staff })}</p>
    </div>
  );
}
