import { draftEmailField } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import * as z from 'zod/mini';
import { type DraftSnapshot, useSaveDraft } from '../../api/drafts/save-draft.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { EmailField } from '../form-fields/email-field.tsx';
import './i18n/register.ts';
import { markServerDraft } from './server-draft-storage.ts';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(520px, calc(100% - 16px))', boxSizing: 'border-box' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  // A tap target of at least 44 px.
  button: { minHeight: '44px' },
});

const emailFormSchema = z.object({ email: draftEmailField });

export interface SaveForLaterDialogProps {
  /** Why it is open: the family asked, or the wizard offered it; null while closed. */
  open: 'asked' | 'offered' | null;
  wizardKey: string;
  defaultEmail: string;
  snapshot: () => DraftSnapshot;
  onClose: () => void;
}

/**
 * The dialog of 'Save and continue later': the address the link goes to (prefilled from the draft),
 * the rules (the link works 24 hours, the draft is kept 30 days), then the saved message. Its own
 * chunk (SaveForLater loads it when the browser is idle), so a wizard's first screen carries neither
 * the dialog nor its focus management.
 */
export function SaveForLaterDialog({
  open,
  wizardKey,
  defaultEmail,
  snapshot,
  onClose,
}: SaveForLaterDialogProps) {
  const { t } = useTranslation('saveForLater');
  const styles = useStyles();
  const save = useSaveDraft();
  const formId = useId();
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useDomainForm(emailFormSchema, { defaultValues: { email: defaultEmail } });

  // Each opening starts afresh (an address typed earlier stays), before the dialog is painted.
  const { getValues, reset, setValue } = form;
  const opened = open !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets (a later defaultEmail is the next effect's)
  useLayoutEffect(() => {
    if (!opened) return;
    reset({ email: getValues('email') || defaultEmail });
    setSavedTo(null);
    setFailed(false);
  }, [opened]);

  // The step's last keystrokes reach the draft a moment later (its debounced save): an address that
  // arrives while the dialog is open fills the field, unless the family typed one already.
  useEffect(() => {
    if (opened && defaultEmail && !getValues('email')) setValue('email', defaultEmail);
  }, [opened, defaultEmail, getValues, setValue]);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false);
    try {
      const answer = await save.mutateAsync({ ...snapshot(), email });
      markServerDraft(wizardKey, true);
      setSavedTo(answer.email);
    } catch {
      setFailed(true);
    }
  });
  const busy = save.isPending;

  return (
    <DialogFrame
      open={opened}
      title={savedTo ? t('dialog.savedTitle') : t(open === 'offered' ? 'dialog.offerTitle' : 'dialog.title')}
      busy={busy}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={
        savedTo ? (
          <Button className={styles.button} appearance="primary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        ) : (
          <>
            <Button
              className={styles.button}
              type="submit"
              form={formId}
              appearance="primary"
              disabled={busy}
            >
              {busy ? t('dialog.saving') : t('dialog.save')}
            </Button>
            <Button className={styles.button} disabled={busy} onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
          </>
        )
      }
    >
      {savedTo ? (
        <div className={styles.form} data-testid="draft-saved">
          <p role="status">{t('dialog.saved', { email: savedTo })}</p>
          <p>{t('dialog.autosave')}</p>
        </div>
      ) : (
        <FormProvider {...form}>
          <form id={formId} className={styles.form} noValidate onSubmit={submit}>
            {open === 'offered' ? <p>{t('dialog.offerIntro')}</p> : null}
            <p>{t('dialog.intro')}</p>
            <p>{t('dialog.rules')}</p>
            <EmailField name="email" label={t('dialog.email')} hint={t('dialog.emailHint')} required />
            {failed ? <p role="alert">{t('dialog.failed')}</p> : null}
          </form>
        </FormProvider>
      )}
    </DialogFrame>
  );
}
