import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { DraftSnapshot } from '../../api/drafts/save-draft.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { whenEngagedAndIdle } from '../../lib/when-engaged.ts';
import { whenModalReleased } from '../../lib/when-modal-released.ts';
import { UnderTheStep } from '../wizard/wizard-context.tsx';
import './i18n/register.ts';
import type { SaveForLaterDialogProps } from './save-for-later-dialog.tsx';
import { markOffered, wasOffered } from './server-draft-storage.ts';

const SaveForLaterDialog = preloadableLazy<SaveForLaterDialogProps>(() =>
  import('./save-for-later-dialog.tsx').then((module) => ({ default: module.SaveForLaterDialog })),
);

const useStyles = makeStyles({
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

export interface SaveForLaterProps {
  /** The wizard's own storage key: the tab remembers its server copy and the offer by it. */
  wizardKey: string;
  /** The address the dialog proposes (the parent/guardian's e-mail of the draft). */
  defaultEmail: string;
  /** The draft as it stands, with its step and where it came from. */
  snapshot: () => DraftSnapshot;
  /** The wizard's level on screen: the offer is shown on the step where it first applies, not after it. */
  level: number;
}

/** Every wizard offers it on its own (once per draft) from its fourth step (level 3) on. */
const OFFER_FROM_LEVEL = 3;

/**
 * 'Save and continue later' under a wizard step (inside `UnderTheStep`, so drawn once the step has
 * loaded): a secondary button opening a dialog for the address the link goes to (prefilled from the
 * draft), saying the link works 24 hours and the draft is kept 30 days. Shown once on its own when the
 * wizard first reaches OFFER_FROM_LEVEL (dismissible; never again for that draft).
 */
export function SaveForLater({ wizardKey, defaultEmail, snapshot, level }: SaveForLaterProps) {
  const { t } = useTranslation('saveForLater');
  const styles = useStyles();
  const [open, setOpen] = useState<'asked' | 'offered' | null>(null);
  // The dialog is mounted from its first opening on (so it can animate out), its code fetched once the
  // family is using the page.
  const [dialogMounted, setDialogMounted] = useState(false);
  // The automatic offer: a note beside the button (not a modal, so it never stops the family), on
  // the step where it first applies, until dismissed.
  const [offeredOn, setOfferedOn] = useState<number | null>(null);
  useEffect(() => whenEngagedAndIdle(() => void SaveForLaterDialog.preload()), []);

  useEffect(() => {
    if (level < OFFER_FROM_LEVEL || wasOffered(wizardKey)) return;
    markOffered(wizardKey);
    setOfferedOn(level);
  }, [wizardKey, level]);
  const offering = offeredOn !== null && offeredOn === level && open === null;
  // The dialog has no trigger of its own: when it closes (Escape, Cancel, Close) the button gets the
  // focus back, instead of the page's body, once the dialog has let the page go. Done by hand, not by
  // Fluent's focus restorer: that would bring its focus manager into every wizard's first load.
  const button = useRef<HTMLButtonElement>(null);
  const cancelRefocus = useRef<() => void>(() => undefined);
  useEffect(() => () => cancelRefocus.current(), []);
  const close = () => {
    setOpen(null);
    // A frame later: the offer gives way to the plain button only once the page has drawn again.
    cancelRefocus.current = whenModalReleased(() => requestAnimationFrame(() => button.current?.focus()));
  };

  const show = (how: 'asked' | 'offered') => {
    setDialogMounted(true);
    setOpen(how);
    setOfferedOn(null);
  };

  return (
    <UnderTheStep>
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
          <Button ref={button} className={styles.button} appearance="secondary" onClick={() => show('asked')}>
            {t('button')}
          </Button>
        </div>
      )}
      {dialogMounted ? (
        <Suspense fallback={null}>
          <SaveForLaterDialog
            open={open}
            wizardKey={wizardKey}
            defaultEmail={defaultEmail}
            snapshot={snapshot}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </UnderTheStep>
  );
}
