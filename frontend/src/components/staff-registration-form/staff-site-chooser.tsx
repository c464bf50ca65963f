import type { StaffSiteOption } from '@enroll/domain';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { LocationRegular, SearchRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { INVALID_BORDER } from '../form-fields/field-styles.ts';
import { useFormField } from '../form-fields/form-field.tsx';
import { SiteSearchByFieldsDialog, SiteSearchByZipDialog } from '../site-search/index.ts';

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
 * The registration's learning center (the form's `site`), chosen through the two site modals; the
 * chosen site's name, charter and address show under the buttons, and the field's message ('Please
 * select a learning center.') after a failed submit.
 */
export function StaffSiteChooser({ defaultSite }: { defaultSite: StaffSiteOption | null }) {
  const { t } = useTranslation('staffRegistrationForm');
  const styles = useStyles();
  const { field, message } = useFormField('site');
  const [site, setSite] = useState(defaultSite);
  const [open, setOpen] = useState<'zip' | 'fields' | null>(null);
  const errorId = useId();
  const choose = (chosen: StaffSiteOption) => {
    setSite(chosen);
    field.onChange(chosen.id);
  };
  const shown = site && site.id === field.value ? site : null;
  return (
    <fieldset
      className={mergeClasses(styles.group, message ? styles.invalid : undefined)}
      aria-describedby={message ? errorId : undefined}
      data-invalid={message ? 'true' : undefined}
    >
      <legend className={styles.legend}>
        {t('site.legend')} <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.buttons}>
        <Button icon={<LocationRegular />} onClick={() => setOpen('zip')}>
          {t('site.byZip')}
        </Button>
        <Button icon={<SearchRegular />} onClick={() => setOpen('fields')}>
          {t('site.byFields')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {shown ? (
          <dl className={styles.chosen} data-testid="chosen-site">
            <dt className={styles.term}>{t('site.name')}</dt>
            <dd className={styles.detail}>{shown.name}</dd>
            <dt className={styles.term}>{t('site.charter')}</dt>
            <dd className={styles.detail}>{shown.charter.name}</dd>
            <dt className={styles.term}>{t('site.address')}</dt>
            <dd className={styles.detail}>{shown.address}</dd>
          </dl>
        ) : (
          <Text as="p" className={styles.none}>
            {t('site.none')}
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
