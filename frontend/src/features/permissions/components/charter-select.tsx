import type { CharterRef } from '@enroll/domain';
import {
  Button,
  Checkbox,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type Ref, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';

const useStyles = makeStyles({
  fieldset: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
  },
  invalid: { border: '2px solid #d8302f' },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
  required: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXXS },
  hint: { color: tokens.colorNeutralForeground2 },
  allCharters: { fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

export interface CharterSelectProps {
  /** The charters this signed-in person may assign (permission-rules `charterChoices`). */
  choices: readonly CharterRef[];
  selected: readonly string[];
  onChange: (charterIds: string[]) => void;
  /** Super Admin: 'All Charters', and the selection is disabled. */
  allCharters: boolean;
  /** A catalog key or the server's text. */
  error: string | undefined;
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  disabled?: boolean;
  /** Charters shown as they are but not changeable (another Admin's). */
  locked?: ReadonlySet<string>;
  firstRef?: Ref<HTMLInputElement>;
}

/** The charters of a permission: one checkbox each, in a labelled group. Required unless Super Admin. */
export function CharterSelect({
  choices,
  selected,
  onChange,
  allCharters,
  error,
  loading,
  loadFailed,
  onRetry,
  disabled = false,
  locked,
  firstRef,
}: CharterSelectProps) {
  const { t } = useTranslation('permissions');
  const translate = useValidationMessage();
  const styles = useStyles();
  const hintId = useId();
  const errorId = useId();
  const message = allCharters ? undefined : translate(error);
  const chosen = new Set(selected);
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((charterId) => charterId !== id));

  return (
    <fieldset
      className={mergeClasses(styles.fieldset, message ? styles.invalid : undefined)}
      aria-describedby={message ? `${hintId} ${errorId}` : hintId}
      aria-invalid={message ? true : undefined}
    >
      <legend className={styles.legend}>
        {t('form.charters')}
        {!allCharters && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <Text id={hintId} className={allCharters ? styles.allCharters : styles.hint}>
        {allCharters ? t('allCharters') : t('form.chartersHint')}
      </Text>
      {loading && <Spinner size="tiny" label={t('form.chartersLoading')} />}
      {loadFailed && (
        <div>
          <p className={styles.error} role="alert">
            {t('form.chartersError')}
          </p>
          <Button size="small" onClick={onRetry}>
            {t('translation:common.tryAgain')}
          </Button>
        </div>
      )}
      {!loading && !loadFailed && choices.length === 0 && <Text>{t('form.chartersEmpty')}</Text>}
      <div className={styles.list}>
        {choices.map((charter, index) => (
          <Checkbox
            key={charter._id}
            ref={index === 0 ? firstRef : undefined}
            label={charter.name}
            checked={allCharters || chosen.has(charter._id)}
            disabled={allCharters || disabled || (locked?.has(charter._id) ?? false)}
            onChange={(_event, data) => toggle(charter._id, data.checked === true)}
          />
        ))}
      </div>
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
