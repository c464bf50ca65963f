import { LEVEL_GENERAL, type PermissionLevel } from '@enroll/domain';
import { Field, Select } from '@fluentui/react-components';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';

export interface LevelSelectProps {
  /** The levels this signed-in person may give (permission-rules `levelOptions`). */
  options: readonly PermissionLevel[];
  value: PermissionLevel | null;
  onChange: (level: PermissionLevel | null) => void;
  /** A catalog key or the server's text. */
  error: string | undefined;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/** The permission level: a native select (keyboard and screen-reader friendly), 'Delete' for General. */
export function LevelSelect({ options, value, onChange, error, disabled, selectRef }: LevelSelectProps) {
  const { t } = useTranslation('permissions');
  const translate = useValidationMessage();
  const message = translate(error);
  return (
    <Field
      label={t('form.level')}
      required
      hint={options.includes(LEVEL_GENERAL) ? t('form.levelDeleteHint') : undefined}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Select
        ref={selectRef}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(_event, data) => {
          const level = options.find((option) => String(option) === data.value);
          onChange(level ?? null);
        }}
      >
        <option value="">{t('form.levelPlaceholder')}</option>
        {options.map((level) => (
          <option key={level} value={String(level)}>
            {t(`levels.${level}`)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
