import { STAFF_SITE_DEFAULT_RADIUS, STAFF_SITE_RADII, type StaffSiteSearch } from '@enroll/domain';
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { SiteSearchDialog, type SiteSearchDialogProps, type SiteSelection } from './site-search-dialog.tsx';
import { SiteSearchBody, useSiteSearchForm } from './site-search-form.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  zip: { width: '140px' },
  radius: { width: '140px' },
});

/** The zip search's form: the ZIP code as typed (digits only) and the radius as its option's value. */
interface ZipSearchValues {
  zip: string;
  radius: string;
}

const ZIP_DEFAULTS: ZipSearchValues = { zip: '', radius: String(STAFF_SITE_DEFAULT_RADIUS) };

const zipQuery = (search: StaffSiteSearch) => ({ zip: search.zip ?? '', radius: Number(search.radius) });

function ZipSearchBody(selection: SiteSelection) {
  const { t } = useTranslation('siteSearch');
  const translate = useValidationMessage();
  const styles = useStyles();
  const search = useSiteSearchForm(ZIP_DEFAULTS, zipQuery, selection.onSelect);
  const { control, formState } = search.form;
  const zip = useController({ control, name: 'zip' }).field;
  const radius = useController({ control, name: 'radius' }).field;
  const error = translate(formState.errors.zip?.message);

  return (
    <SiteSearchBody
      {...selection}
      search={search}
      formClassName={styles.form}
      submitLabel={t('byZip.search')}
      caption={(query) => t('byZip.caption', { zip: query?.zip ?? '' })}
      showDistance
    >
      <Field
        label={t('byZip.zip')}
        required
        className={styles.zip}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <Input
          value={zip.value}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          onChange={(_event, data) => zip.onChange(data.value.replace(/\D/g, '').slice(0, 5))}
        />
      </Field>
      <Field label={t('byZip.radius')} className={styles.radius}>
        <Select value={radius.value} onChange={(_event, data) => radius.onChange(data.value)}>
          {STAFF_SITE_RADII.map((miles) => (
            <option key={miles} value={String(miles)}>
              {t('byZip.radiusOption', { count: miles })}
            </option>
          ))}
        </Select>
      </Field>
    </SiteSearchBody>
  );
}

/**
 * 'Site search by zip': a ZIP code and a radius (5 to 100 miles, 20 first) find the learning centers
 * of the caller's charters, nearest first; one is selected and confirmed.
 */
export function SiteSearchByZipDialog({ open, onClose, onConfirm }: SiteSearchDialogProps) {
  const { t } = useTranslation('siteSearch');
  return (
    <SiteSearchDialog open={open} title={t('byZip.title')} onClose={onClose} onConfirm={onConfirm}>
      {(selection) => <ZipSearchBody {...selection} />}
    </SiteSearchDialog>
  );
}
