import { INTEREST_NOTE_MAX, INTEREST_NOTE_USERNAME_MAX, interestNoteFormSchema } from '@enroll/domain';
import { Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmailField } from '../../components/form-fields/email-field.tsx';
import { TextAreaField } from '../../components/form-fields/text-area-field.tsx';
import { TextField } from '../../components/form-fields/text-field.tsx';
import { useNotify } from '../../components/notification-banner/notification-banner.tsx';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../lib/forms/server-field-errors.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useStaffUser } from '../../staff-session/index.ts';
import { useAddInterestNote } from './api/add-interest-note.ts';
import { enContactNote } from './i18n/en.ts';

registerMessages('contactNote', enContactNote);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '760px', width: '100%' },
  back: { width: 'fit-content', color: tokens.colorBrandForegroundLink },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The entry the note is for: router state { _id } set by the detail's 'Add Contact Note'. */
function entryIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('_id' in state)) return null;
  const id = (state as { _id: unknown })._id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * /contactNote ('Add Contact Note'): Username and email start as the signed-in staff member's, then
 * the note. On success 'Note Added Successfully' and back to the entry; the server sets the entry to
 * 'Follow up Required' when it stores the note.
 */
export function ContactNotePage() {
  const { t } = useTranslation('contactNote');
  const styles = useStyles();
  const id = entryIdOf(useLocation().state);
  if (!id) {
    return (
      <div className={styles.page}>
        <Title1 as="h1">{t('title')}</Title1>
        <p className={styles.intro}>{t('noEntry.body')}</p>
        <Link to="/interest-forms" className={styles.back}>
          {t('noEntry.link')}
        </Link>
      </div>
    );
  }
  return <ContactNoteForm interestId={id} />;
}

function ContactNoteForm({ interestId }: { interestId: string }) {
  const { t } = useTranslation('contactNote');
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const user = useStaffUser();
  const addNote = useAddInterestNote();
  // One key per filled form: a double click or a retry stores the note once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useDomainForm(interestNoteFormSchema, {
    defaultValues: { Username: user.name, email: user.email, notes: '' },
  });
  const detailPath = `/interest-forms/${encodeURIComponent(interestId)}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await addNote.mutateAsync({
        note: {
          interestId,
          Username: values.Username.trim(),
          email: values.email.trim(),
          notes: values.notes.trim(),
        },
        idempotencyKey,
      });
    } catch (error) {
      applyServerFieldErrors(form, error);
      notify('warning', t('failed', { message: error instanceof Error ? error.message : '' }));
      return;
    }
    notify('success', t('added'));
    navigate(detailPath);
  });

  return (
    <div className={styles.page}>
      <Link to={detailPath} className={styles.back}>
        {t('back')}
      </Link>
      <Title1 as="h1">{t('title')}</Title1>
      <p className={styles.intro}>{t('intro')}</p>
      <FormProvider {...form}>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            name="Username"
            label={t('username')}
            required
            maxLength={INTEREST_NOTE_USERNAME_MAX}
            autoComplete="name"
          />
          <EmailField name="email" label={t('email')} required />
          <TextAreaField name="notes" label={t('notes')} required rows={5} maxLength={INTEREST_NOTE_MAX} />
          <div className={styles.buttons}>
            <Button type="submit" appearance="primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('submitting') : t('submit')}
            </Button>
            <Button onClick={() => navigate(detailPath)}>{t('cancel')}</Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
