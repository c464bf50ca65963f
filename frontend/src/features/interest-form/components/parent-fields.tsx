import { PARENT_RELATIONSHIPS } from '@enroll/domain';
import { Field, Select } from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import type { BindField } from '../field-binding.ts';
import { isParentRelationship } from '../interest-form-values.ts';
import { useFieldStyles, useSectionStyles } from './form-styles.ts';
import { NamePair } from './name-pair.tsx';

/** 'Parent Information': shown only while the birth date makes the student 4 to 17. */
export function ParentFields({ field }: { field: BindField }) {
  const { t } = useTranslation('interestForm');
  const sections = useSectionStyles();
  const fieldStyles = useFieldStyles();
  const translate = useValidationMessage();
  const headingId = useId();
  const relationship = field('parentRelationship');
  const message = translate(relationship.error);
  return (
    <section className={sections.section} aria-labelledby={headingId} data-testid="parent-information">
      <h2 id={headingId} className={sections.heading}>
        {t('headings.parent')}
      </h2>
      <Field
        className={fieldStyles.field}
        label={t('fields.parentRelationship')}
        required
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <Select
          ref={relationship.ref}
          name={relationship.name}
          value={relationship.value}
          onChange={(_event, data) =>
            relationship.onChange(isParentRelationship(data.value) ? data.value : '')
          }
          onBlur={relationship.onBlur}
          className={fieldStyles.control}
          select={{ className: message ? fieldStyles.invalid : undefined }}
        >
          <option value="">{t('placeholders.parentRelationship')}</option>
          {PARENT_RELATIONSHIPS.map((option) => (
            <option key={option} value={option}>
              {t(`relationships.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
      <NamePair field={field} person="parent" />
    </section>
  );
}
