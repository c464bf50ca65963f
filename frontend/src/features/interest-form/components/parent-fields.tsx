import {
  capitalizeName,
  type InterestFormValues,
  NAME_MAX_LENGTH,
  PARENT_RELATIONSHIPS,
} from '@enroll/domain';
import { Field, Select } from '@fluentui/react-components';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import type { InterestFormOutput } from '../interest-form-values.ts';
import { useFieldStyles, useSectionStyles } from './form-styles.ts';
import { FormTextField } from './form-text-field.tsx';

/** 'Parent Information': shown only while the birth date makes the student 4 to 17. */
export function ParentFields({
  control,
}: {
  control: Control<InterestFormValues, unknown, InterestFormOutput>;
}) {
  const { t } = useTranslation('interestForm');
  const sections = useSectionStyles();
  const fieldStyles = useFieldStyles();
  const translate = useValidationMessage();
  const headingId = useId();
  return (
    <section className={sections.section} aria-labelledby={headingId} data-testid="parent-information">
      <h2 id={headingId} className={sections.heading}>
        {t('headings.parent')}
      </h2>
      <Controller
        name="parentRelationship"
        control={control}
        render={({ field, fieldState }) => {
          const message = translate(fieldState.error?.message);
          return (
            <Field
              className={fieldStyles.field}
              label={t('fields.parentRelationship')}
              required
              validationState={message ? 'error' : 'none'}
              validationMessage={message}
            >
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={(_event, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
                className={fieldStyles.control}
                select={{ className: message ? fieldStyles.invalid : undefined }}
              >
                <option value="">{t('placeholders.parentRelationship')}</option>
                {PARENT_RELATIONSHIPS.map((relationship) => (
                  <option key={relationship} value={relationship}>
                    {t(`relationships.${relationship}`)}
                  </option>
                ))}
              </Select>
            </Field>
          );
        }}
      />
      <div className={sections.pair}>
        <FormTextField
          name="parentFirstName"
          control={control}
          label={t('fields.parentFirstName')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
          format={capitalizeName}
        />
        <FormTextField
          name="parentLastName"
          control={control}
          label={t('fields.parentLastName')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
          format={capitalizeName}
        />
      </div>
    </section>
  );
}
