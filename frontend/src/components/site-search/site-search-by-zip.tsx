import { STAFF_SITE_DEFAULT_RADIUS, STAFF_SITE_RADII, US_ZIP_PATTERN } from '@enroll/domain';
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import type { StaffSiteQuery } from '../../api/staff-sites.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { useValidationMessage } from '../../i18n/use-validation-message.ts';
import { SiteSearchDialog, type SiteSearchDialogProps, type SiteSelection } from './site-search-dialog.tsx';
import { SiteSearchResults } from './site-search-results.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  zip: { width: '140px' },
  radius: { width: '140px' },
});

function ZipSearchBody({ selected, onSelect }: SiteSelection) {
  const { t } = useTranslation('siteSearch');
  const translate = useValidationMessage();
  const styles = useStyles();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number>(STAFF_SITE_DEFAULT_RADIUS);
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<(StaffSiteQuery & { zip: string }) | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: the form the modal was opened from must not submit.
    event.stopPropagation();
    if (!US_ZIP_PATTERN.test(zip)) {
      setError(translate('interest.zip.invalid'));
      return;
    }
    setError(undefined);
    onSelect(null);
    setQuery({ zip, radius });
  };

  return (
    <>
      <form noValidate className={styles.form} onSubmit={search}>
        <Field
          label={t('byZip.zip')}
          required
          className={styles.zip}
          validationState={error ? 'error' : 'none'}
          validationMessage={error}
        >
          <Input
            value={zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            onChange={(_event, data) => setZip(data.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field>
        <Field label={t('byZip.radius')} className={styles.radius}>
          <Select value={String(radius)} onChange={(_event, data) => setRadius(Number(data.value))}>
            {STAFF_SITE_RADII.map((miles) => (
              <option key={miles} value={String(miles)}>
                {t('byZip.radiusOption', { count: miles })}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" appearance="primary">
          {t('byZip.search')}
        </Button>
      </form>
      <SiteSearchResults
        query={query}
        caption={t('byZip.caption', { zip: query?.zip ?? '' })}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
        showDistance
      />
    </>
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
