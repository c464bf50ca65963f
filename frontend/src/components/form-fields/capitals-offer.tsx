import { capitalisedSuggestion } from '@enroll/domain';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type JSX, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  offer: {
    display: 'block',
    minWidth: 0,
    height: 'auto',
    padding: 0,
    marginTop: tokens.spacingVerticalXXS,
    textAlign: 'start',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
  },
});

/** How long the typing rests before the offer shows. */
export const CAPITALS_OFFER_PAUSE_MS = 600;

/**
 * When a field's capitals offer shows. It appears only while the person is in the field, once the
 * typing rests, and then stays until the entry no longer needs it: appearing when the field is left
 * would push down what is under it between the press and the release of the very click that left it,
 * and that click would be lost.
 */
export function useCapitalsOffer(enabled: boolean, value: string) {
  const suggestion = enabled ? capitalisedSuggestion(value) : null;
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(timer.current);
    if (!suggestion) setShown(false);
    else if (focused && !shown) timer.current = setTimeout(() => setShown(true), CAPITALS_OFFER_PAUSE_MS);
    return () => clearTimeout(timer.current);
  }, [suggestion, focused, shown]);
  return {
    /** The capitalised form to offer now, or null. */
    offered: shown ? suggestion : null,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
}

interface CapitalsOfferProps {
  suggestion: string;
  onAccept: (capitalised: string) => void;
}

/**
 * Under a name, place or street typed all in lower case or all in capitals, a button that writes it
 * capitalised ('maría josé' → 'Use “María José”'). Nothing changes unless the person chooses it: a
 * name is kept as typed.
 */
function CapitalsOffer({ suggestion, onAccept }: CapitalsOfferProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Button
      appearance="transparent"
      size="small"
      className={styles.offer}
      onClick={() => onAccept(suggestion)}
    >
      {t('formFields.useCapitals', { suggestion })}
    </Button>
  );
}

/** A field's hint with the capitals offer after it while one is offered (useCapitalsOffer). */
export function hintWithCapitalsOffer(
  hint: string | undefined,
  offered: string | null,
  onAccept: (capitalised: string) => void,
): string | JSX.Element | undefined {
  if (offered === null) return hint;
  return (
    <>
      {hint}
      <CapitalsOffer suggestion={offered} onAccept={onAccept} />
    </>
  );
}
