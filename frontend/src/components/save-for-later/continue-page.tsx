import { continueDraftRequestSchema } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { useContinueSavedDrafts } from '../../api/drafts/continue-saved-drafts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { BrandHeader } from '../brand-header/brand-header.tsx';
import { EmailField } from '../form-fields/email-field.tsx';
import { FormPageMain } from '../page-state/form-page-main.tsx';
import './i18n/register.ts';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  button: { minHeight: '44px', justifySelf: 'start' },
});

// The address only: the page adds the language it is read in.
const continueFormSchema = z.pick(continueDraftRequestSchema, { email: true });
type ContinueForm = z.output<typeof continueFormSchema>;

/**
 * /continue, 'Continue a saved form': the address a form was saved with; the server e-mails a fresh
 * link for each saved form to that address only, and the page says the same whatever the address.
 */
export function ContinuePage() {
  const { t } = useTranslation('saveForLater');
  const styles = useStyles();
  const request = useContinueSavedDrafts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ContinueForm>({
    defaultValues: { email: '' },
    resolver: zodResolver(continueFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
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
        <h1>{t('continue.title')}</h1>
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
