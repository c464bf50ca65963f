import { draftEmailField } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { type DraftSnapshot, useSaveDraft } from '../../api/drafts/save-draft.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { EmailField } from '../form-fields/email-field.tsx';
import './i18n/register.ts';
import { markOffered, markServerDraft, wasOffered } from './server-draft-storage.ts';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { maxWidth: 'min(520px, calc(100% - 16px))', boxSizing: 'border-box' },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  row: { display: 'flex', justifyContent: 'center', marginTop: tokens.spacingVerticalL },
  // A tap target of at least 44 px.
  button: { minHeight: '44px' },
  offer: {
    marginTop: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  offerText: { margin: `0 0 ${tokens.spacingVerticalS}` },
  offerActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const emailFormSchema = z.object({ email: draftEmailField });
type EmailForm = z.output<typeof emailFormSchema>;

export interface SaveForLaterProps {
  /** The wizard's own storage key: the tab remembers its server copy and the offer by it. */
  wizardKey: string;
  /** The address the dialog proposes (the parent/guardian's e-mail of the draft). */
  defaultEmail: string;
  /** The draft as it stands, with its step and where it came from. */
  snapshot: () => DraftSnapshot;
  /** Offer it on its own (once per draft): the wizard sets this from a few steps on. */
  offer: boolean;
  /** The step on screen: the offer is shown on the step where it first applies, not after it. */
  step: string | number;
}

/**
 * 'Save and continue later' under a wizard step: a secondary button opening a dialog for the address
 * the link goes to (prefilled from the draft), saying the link works 24 hours and the draft is kept 30
 * days. Shown once on its own when `offer` first becomes true (dismissible; never again for that draft).
 */
export function SaveForLater({ wizardKey, defaultEmail, snapshot, offer, step }: SaveForLaterProps) {
  const { t } = useTranslation('saveForLater');
  const styles = useStyles();
  const save = useSaveDraft();
  const formId = useId();
  const [open, setOpen] = useState<'asked' | 'offered' | null>(null);
  // The automatic offer: a note beside the button (not a modal, so it never stops the family), on
  // the step where it first applies, until dismissed.
  const [offeredOn, setOfferedOn] = useState<string | number | null>(null);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useForm<EmailForm>({
    defaultValues: { email: defaultEmail },
    resolver: zodResolver(emailFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (!offer || wasOffered(wizardKey)) return;
    markOffered(wizardKey);
    setOfferedOn(step);
  }, [offer, wizardKey, step]);
  const offering = offeredOn !== null && offeredOn === step && open === null;

  // The step's last keystrokes reach the draft a moment later (its debounced save): an address that
  // arrives while the dialog is open fills the field, unless the family typed one already.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (open !== null && defaultEmail && !getValues('email')) setValue('email', defaultEmail);
  }, [open, defaultEmail, getValues, setValue]);

  const show = (how: 'asked' | 'offered') => {
    form.reset({ email: form.getValues('email') || defaultEmail });
    setSavedTo(null);
    setFailed(false);
    setOpen(how);
    setOfferedOn(null);
  };

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
  const close = () => setOpen(null);

  return (
    <>
      {offering ? (
        <section className={styles.offer} aria-label={t('dialog.offerTitle')} data-testid="save-offer">
          <p className={styles.offerText}>
            <strong>{t('dialog.offerTitle')}</strong> {t('dialog.offerIntro')}
          </p>
          <div className={styles.offerActions}>
            <Button className={styles.button} appearance="primary" onClick={() => show('offered')}>
              {t('button')}
            </Button>
            <Button className={styles.button} onClick={() => setOfferedOn(null)}>
              {t('dialog.cancel')}
            </Button>
          </div>
        </section>
      ) : (
        <div className={styles.row}>
          <Button className={styles.button} appearance="secondary" onClick={() => show('asked')}>
            {t('button')}
          </Button>
        </div>
      )}
      <DialogFrame
        open={open !== null}
        title={
          savedTo ? t('dialog.savedTitle') : t(open === 'offered' ? 'dialog.offerTitle' : 'dialog.title')
        }
        busy={busy}
        onClose={close}
        surfaceClassName={styles.surface}
        actions={
          savedTo ? (
            <Button className={styles.button} appearance="primary" onClick={close}>
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
              <Button className={styles.button} disabled={busy} onClick={close}>
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
    </>
  );
}
