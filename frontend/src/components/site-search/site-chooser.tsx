import type { StaffSiteOption } from '@enroll/domain';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { LocationRegular, SearchRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { INVALID_BORDER } from '../form-fields/field-styles.ts';
import { useFormField } from '../form-fields/form-field.tsx';
import { SiteSearchByFieldsDialog } from './site-search-by-fields.tsx';
import { SiteSearchByZipDialog } from './site-search-by-zip.tsx';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  invalid: { border: INVALID_BORDER },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chosen: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  none: { margin: 0, color: tokens.colorNeutralForeground2 },
  error: { margin: 0, color: '#d8302f' },
});

/**
 * A staff form's learning center, chosen through the two site modals (Add Interest, the staff
 * registration form): the chosen site's name, charter and address show under the buttons, and the form
 * field's message (e.g. 'Please select a learning center.') after a failed submit. The form field
 * `name` holds the site id; the page keeps the chosen site itself (`site`), which the field cannot hold.
 */
export function SiteChooser({
  name,
  site,
  onChoose,
}: {
  name: string;
  site: StaffSiteOption | null;
  onChoose: (site: StaffSiteOption) => void;
}) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  const { field, message } = useFormField(name);
  const [open, setOpen] = useState<'zip' | 'fields' | null>(null);
  const errorId = useId();
  const choose = (chosen: StaffSiteOption) => {
    field.onChange(chosen.id);
    onChoose(chosen);
  };
  const shown = site && site.id === field.value ? site : null;
  return (
    <fieldset
      className={mergeClasses(styles.group, message ? styles.invalid : undefined)}
      aria-describedby={message ? errorId : undefined}
      data-invalid={message ? 'true' : undefined}
    >
      <legend className={styles.legend}>
        {t('chooser.legend')} <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.buttons}>
        <Button icon={<LocationRegular />} onClick={() => setOpen('zip')}>
          {t('chooser.byZip')}
        </Button>
        <Button icon={<SearchRegular />} onClick={() => setOpen('fields')}>
          {t('chooser.byFields')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {shown ? (
          <dl className={styles.chosen} data-testid="chosen-site">
            <dt className={styles.term}>{t('chooser.name')}</dt>
            <dd className={styles.detail}>{shown.name}</dd>
            <dt className={styles.term}>{t('chooser.charter')}</dt>
            <dd className={styles.detail}>{shown.charter.name}</dd>
            <dt className={styles.term}>{t('chooser.address')}</dt>
            <dd className={styles.detail}>{shown.address}</dd>
          </dl>
        ) : (
          <Text as="p" className={styles.none}>
            {t('chooser.none')}
          </Text>
        )}
      </div>
      {message && (
        <Text as="p" id={errorId} className={styles.error}>
          {message}
        </Text>
      )}
      <SiteSearchByZipDialog open={open === 'zip'} onClose={() => setOpen(null)} onConfirm={choose} />
      <SiteSearchByFieldsDialog open={open === 'fields'} onClose={() => setOpen(null)} onConfirm={choose} />
    </fieldset>
  );
}
