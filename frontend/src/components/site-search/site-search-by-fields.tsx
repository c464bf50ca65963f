import { LOCATION_QUERY_MAX_LENGTH, type StaffSiteSearch } from '@enroll/domain';
import { Field, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { useController } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { SiteSearchDialog, type SiteSearchDialogProps, type SiteSelection } from './site-search-dialog.tsx';
import { SiteSearchBody, useSiteSearchForm } from './site-search-form.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  query: { width: 'min(420px, 100%)' },
});

const FIELDS_DEFAULTS = { q: '' };

const fieldsQuery = (search: StaffSiteSearch) => ({ q: search.q ?? '' });

function FieldsSearchBody(selection: SiteSelection) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  const search = useSiteSearchForm(FIELDS_DEFAULTS, fieldsQuery, selection.onSelect);
  const { control, formState } = search.form;
  const text = useController({ control, name: 'q' }).field;
  // The schema refuses an empty search; the modal asks for one in its own words.
  const error = formState.errors.q ? t('byFields.required') : undefined;

  return (
    <SiteSearchBody
      {...selection}
      search={search}
      formClassName={styles.form}
      submitLabel={t('byFields.search')}
      caption={(query) => t('byFields.caption', { query: query?.q ?? '' })}
    >
      <Field
        label={t('byFields.query')}
        className={styles.query}
        validationState={error ? 'error' : 'none'}
        validationMessage={error}
      >
        <SearchBox
          value={text.value}
          placeholder={t('byFields.placeholder')}
          maxLength={LOCATION_QUERY_MAX_LENGTH}
          onChange={(_event, data) => text.onChange(data.value)}
        />
      </Field>
    </SiteSearchBody>
  );
}

/**
 * 'Site search by fields': a text over the learning centers' name, charter and address (the caller's
 * charters only); one is selected and confirmed.
 */
export function SiteSearchByFieldsDialog({ open, onClose, onConfirm }: SiteSearchDialogProps) {
  const { t } = useTranslation('siteSearch');
  return (
    <SiteSearchDialog open={open} title={t('byFields.title')} onClose={onClose} onConfirm={onConfirm}>
      {(selection) => <FieldsSearchBody {...selection} />}
    </SiteSearchDialog>
  );
}
