import type { DraftResponse } from '@enroll/domain';
import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useExchangeDraftLink } from '../../api/drafts/exchange-draft-link.ts';
import { applyLanguage } from '../../i18n/language.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../../lib/api-client.ts';
import { BrandHeader } from '../brand-header/brand-header.tsx';
import { FormPageMain } from '../page-state/form-page-main.tsx';
import { PageLoading } from '../page-state/page-loading.tsx';
import { RESUMED_STATE } from '../wizard/wizard-history.ts';
import { AlreadySent } from './already-sent.tsx';
import './i18n/register-saved-forms.ts';
import { storeResumedDraft, wizardPathOf } from './server-draft-storage.ts';

const useStyles = makeStyles({
  // The title's own size and line height: a long one (the Spanish at 375 px) wraps without its lines
  // running into each other.
  title: { ...typographyStyles.title2, margin: 0, overflowWrap: 'break-word' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalL,
  },
  button: { minHeight: '44px' },
});

export const RESUME_PATH = '/resume';
export const CONTINUE_PATH = '/continue';

type Outcome =
  | { state: 'opening' }
  | { state: 'refused'; reason: 'used' | 'expired' | 'invalid' | 'noLink' }
  | { state: 'failed' }
  | { state: 'submitted'; submittedAt: string };

/** The token of /resume#token=...: in the fragment, which the browser never sends to a server or in a Referer. */
function tokenInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

function refusalOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return { state: 'failed' };
  if (error.status === 400) return { state: 'refused', reason: 'invalid' };
  if (error.status !== 410) return { state: 'failed' };
  if (error.code === 'draft.link.used') return { state: 'refused', reason: 'used' };
  if (error.code === 'draft.link.expired') return { state: 'refused', reason: 'expired' };
  return { state: 'refused', reason: 'invalid' };
}

/**
 * /resume#token=...: exchanges the e-mailed link's token (POSTed in the body) for the draft and its
 * session, then opens the wizard on the saved step; the same link opens it on a second device too.
 * The fragment is dropped from the address at once, so the token stays in no history entry. A used up
 * or expired link says so and offers a new one; a submitted draft says it was already sent, and when.
 */
export function ResumePage() {
  const { t } = useTranslation('savedForms');
  const styles = useStyles();
  const navigate = useNavigate();
  const exchange = useExchangeDraftLink();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'opening' });
  const token = useRef<string | null>(null);

  const open = (value: string) => {
    setOutcome({ state: 'opening' });
    exchange.mutate(value, {
      onSuccess: (draft: DraftResponse) => {
        if (draft.status === 'submitted') {
          setOutcome({ state: 'submitted', submittedAt: draft.submittedAt });
          return;
        }
        applyLanguage(draft.language);
        storeResumedDraft(draft);
        navigate(wizardPathOf(draft), { replace: true, state: RESUMED_STATE });
      },
      onError: (error) => setOutcome(refusalOf(error)),
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is exchanged once, on arrival
  useEffect(() => {
    token.current = tokenInFragment(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', RESUME_PATH);
    if (token.current) open(token.current);
    else setOutcome({ state: 'refused', reason: 'noLink' });
  }, []);

  let content: ReactNode;
  if (outcome.state === 'opening') content = <PageLoading label={t('resume.opening')} />;
  else if (outcome.state === 'submitted')
    content = (
      <section data-testid="draft-submitted">
        <h1 className={styles.title}>{t('resume.submittedTitle')}</h1>
        <p>
          <AlreadySent submittedAt={outcome.submittedAt} /> {t('resume.submitted')}
        </p>
        <p>
          <Link to="/">{t('resume.goHome')}</Link>
        </p>
      </section>
    );
  else
    content = (
      <section data-testid="draft-link-refused">
        <h1 className={styles.title}>{t('resume.title')}</h1>
        <p role="alert">{outcome.state === 'failed' ? t('resume.failed') : t(`resume.${outcome.reason}`)}</p>
        <div className={styles.actions}>
          {outcome.state === 'failed' && token.current ? (
            <Button className={styles.button} onClick={() => token.current && open(token.current)}>
              {t('resume.retry')}
            </Button>
          ) : null}
          <Button className={styles.button} appearance="primary" onClick={() => navigate(CONTINUE_PATH)}>
            {t('resume.newLink')}
          </Button>
        </div>
      </section>
    );

  return (
    <>
      <BrandHeader />
      <FormPageMain>{content}</FormPageMain>
    </>
  );
}
