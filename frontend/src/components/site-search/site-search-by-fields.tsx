import { LOCATION_QUERY_MAX_LENGTH } from '@enroll/domain';
import { Button, Field, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import './i18n/register.ts';
import { SiteSearchDialog, type SiteSearchDialogProps, type SiteSelection } from './site-search-dialog.tsx';
import { SiteSearchResults } from './site-search-results.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  query: { width: 'min(420px, 100%)' },
});

function FieldsSearchBody({ selected, onSelect }: SiteSelection) {
  const { t } = useTranslation('siteSearch');
  const styles = useStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<{ q: string } | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through the portal: the form the modal was opened from must not submit.
    event.stopPropagation();
    const q = text.trim();
    if (q === '') {
      setError(t('byFields.required'));
      return;
    }
    setError(undefined);
    onSelect(null);
    setQuery({ q });
  };

  return (
    <>
      <form noValidate className={styles.form} onSubmit={search}>
        <Field
          label={t('byFields.query')}
          className={styles.query}
          validationState={error ? 'error' : 'none'}
          validationMessage={error}
        >
          <SearchBox
            value={text}
            placeholder={t('byFields.placeholder')}
            maxLength={LOCATION_QUERY_MAX_LENGTH}
            onChange={(_event, data) => setText(data.value)}
          />
        </Field>
        <Button type="submit" appearance="primary">
          {t('byFields.search')}
        </Button>
      </form>
      <SiteSearchResults
        query={query}
        caption={t('byFields.caption', { query: query?.q ?? '' })}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
      />
    </>
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
