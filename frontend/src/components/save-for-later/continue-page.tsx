import { continueDraftRequestSchema } from '@enroll/domain';
import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { useContinueSavedDrafts } from '../../api/drafts/continue-saved-drafts.ts';
import { useDeviceDraftNow } from '../../api/drafts/get-current-draft.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import { BrandHeader } from '../brand-header/brand-header.tsx';
import { EmailField } from '../form-fields/email-field.tsx';
import { FormPageMain } from '../page-state/form-page-main.tsx';
import { RESUMED_STATE } from '../wizard/wizard-history.ts';
import { AlreadySent } from './already-sent.tsx';
import './i18n/register-saved-forms.ts';
import { storeResumedDraft, wizardPathOf } from './server-draft-storage.ts';

const useStyles = makeStyles({
  // The title's own size and line height: a long one (the Spanish at 375 px) wraps without its lines
  // running into each other.
  title: { ...typographyStyles.title2, margin: 0, overflowWrap: 'break-word' },
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  device: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  button: { minHeight: '44px', justifySelf: 'start' },
});

// The address only: the page adds the language it is read in.
const continueFormSchema = z.pick(continueDraftRequestSchema, { email: true });

/**
 * What this device's draft session holds (the HttpOnly cookie proves it is this family's): a form
 * sent already says so, with the day; an open one offers to continue here. Nothing for no session.
 */
function DeviceDraft() {
  const { t } = useTranslation('savedForms');
  const styles = useStyles();
  const navigate = useNavigate();
  const { data: draft } = useDeviceDraftNow();
  if (!draft) return null;
  if (draft.status === 'submitted')
    return (
      <p role="status" data-testid="draft-submitted">
        <AlreadySent submittedAt={draft.submittedAt} />
      </p>
    );
  const open = () => {
    storeResumedDraft(draft);
    navigate(wizardPathOf(draft), { state: RESUMED_STATE });
  };
  return (
    <section className={styles.device} data-testid="draft-on-device">
      <p>{t('continue.thisDevice')}</p>
      <Button className={styles.button} appearance="primary" onClick={open}>
        {t('continue.openHere')}
      </Button>
    </section>
  );
}

/**
 * /continue, 'Continue a saved form': the address a form was saved with; the server e-mails that
 * address a fresh link for each open form, or the day a sent one was sent, and the page says the same
 * whatever the address. This device's own saved form shows first.
 */
export function ContinuePage() {
  const { t } = useTranslation('savedForms');
  const styles = useStyles();
  const request = useContinueSavedDrafts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useDomainForm(continueFormSchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch {
      // The alert below says so.
    }
  });
  const busy = request.isPending;

  return (
    <>
      <BrandHeader />
      <FormPageMain>
        <h1 className={styles.title}>{t('continue.title')}</h1>
        <DeviceDraft />
        <FormProvider {...form}>
          <form className={styles.form} noValidate onSubmit={submit}>
            <p>{t('continue.intro')}</p>
            <EmailField name="email" label={t('continue.email')} required />
            <Button className={styles.button} type="submit" appearance="primary" disabled={busy}>
              {busy ? t('continue.sending') : t('continue.send')}
            </Button>
            {sentTo ? (
              <p role="status" data-testid="continue-sent">
                {t('continue.sent', { email: sentTo })}
              </p>
            ) : null}
            {request.isError ? <p role="alert">{t('continue.failed')}</p> : null}
          </form>
        </FormProvider>
      </FormPageMain>
    </>
  );
}
