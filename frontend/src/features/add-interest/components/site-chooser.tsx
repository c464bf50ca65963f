import type { StaffSiteOption } from '@enroll/domain';
import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LocationRegular, SearchRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useFormField } from '../../../components/form-fields/form-field.tsx';
import { SiteSearchByFieldsDialog, SiteSearchByZipDialog } from '../../../components/site-search/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';

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
  invalid: { border: '2px solid #d8302f' },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  chosen: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
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
 * The learning center of the entry, chosen through the two site modals; the chosen site's name,
 * charter and address are shown. Bound to the form's `learningCenterId` (its error shows here).
 */
export function SiteChooser({
  site,
  onChoose,
}: {
  site: StaffSiteOption | null;
  onChoose: (site: StaffSiteOption) => void;
}) {
  const { t } = useTranslation('addInterest');
  const styles = useStyles();
  const { field, message } = useFormField('learningCenterId');
  const [open, setOpen] = useState<'zip' | 'fields' | null>(null);
  const errorId = useId();
  const choose = (chosen: StaffSiteOption) => {
    field.onChange(chosen.id);
    onChoose(chosen);
  };
  const shown = site && site.id === field.value ? site : null;
  return (
    <fieldset
      className={message ? `${styles.group} ${styles.invalid}` : styles.group}
      aria-describedby={message ? errorId : undefined}
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
