import { type GrantActor, type UserPermission, usDateTime } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { ConfirmDialog, NO_REDIRECT } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useResetSignIn } from '../api/reset-sign-in.ts';
import { signInResetRefusal } from '../permission-rules.ts';
import { type SubmitFailure, submitFailureOf } from '../submit-failure.ts';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface SignInBindingProps {
  actor: GrantActor;
  user: UserPermission;
  etag: string | null;
  disabled: boolean;
  onReset: () => void;
  onFailure: (failure: SubmitFailure) => void;
}

/**
 * The permission's sign-in binding in 'Update User Permission': bound since when (or not yet), and
 * 'Reset sign-in' behind the shared confirm modal when a person's account was replaced. The button is
 * offered only to someone the API's grant rules allow (the same rules as any edit).
 */
export function SignInBinding({ actor, user, etag, disabled, onReset, onFailure }: SignInBindingProps) {
  const { t } = useTranslation('permissions');
  const styles = useStyles();
  const reset = useResetSignIn();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const refusal = signInResetRefusal(actor, user);
  const bound = user.signInBoundAt !== null;

  const confirm = async () => {
    try {
      await reset.mutateAsync({ id: user._id, etag });
    } catch (error) {
      setConfirming(false);
      onFailure(submitFailureOf(error));
      return;
    }
    onReset();
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="sign-in-binding">
      <h3 id={headingId} className={styles.heading}>
        {t('signIn.heading')}
      </h3>
      <p className={styles.text}>
        {bound
          ? t('signIn.bound', { date: usDateTime(user.signInBoundAt) })
          : t('signIn.unbound', { email: user.azureID })}
      </p>
      {bound && refusal === null && (
        <Button disabled={disabled || reset.isPending} onClick={() => setConfirming(true)}>
          {t('signIn.reset')}
        </Button>
      )}
      {bound && refusal !== null && <p className={styles.hint}>{t('signIn.resetRefused')}</p>}
      <ConfirmDialog
        open={confirming}
        title={t('signIn.confirmTitle')}
        body={t('signIn.confirmBody', { name: user.name, email: user.azureID })}
        confirmLabel={t('signIn.confirm')}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        redirectTo={NO_REDIRECT}
      />
    </section>
  );
}
