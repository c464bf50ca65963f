import {
  LOCATION_QUERY_MAX_LENGTH,
  type LocationQuery,
  parseLocationQuery,
  type ValidationMessageKey,
} from '@enroll/domain';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { readTabText, removeFromTab, writeTabText } from '../../../lib/tab-storage.ts';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
  },
  field: { flexGrow: 1, flexBasis: '280px', minWidth: '0' },
  input: { minHeight: '44px', width: '100%' },
  buttons: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexGrow: 1,
    // Aligns the buttons with the input, below the field's label, once they sit on the same row.
    '@media (min-width: 769px)': { flexGrow: 0, marginTop: '26px' },
  },
  button: { minHeight: '44px', flexGrow: 1 },
});

export interface SearchBarProps {
  /** A valid search, with the text as typed. */
  onSearch: (query: LocationQuery, text: string) => void;
  /** Starts afresh; the specification's clear button reloads the page. */
  onClear?: () => void;
  /** The search in the URL (empty for none): the box shows it, and follows it on Back and Forward. */
  urlText?: string;
  /** The URL's search is invalid: shown as if it had been typed. */
  urlError?: ValidationMessageKey | null;
}

/** Set by Clear, read once by the page it reloads: the search box gets the focus back. */
const FOCUS_AFTER_CLEAR = 'finder.focusSearchAfterClear';

/** The finder's search box: a ZIP code, a state or a search term; Enter or the Search button searches. */
export function SearchBar({
  onSearch,
  onClear = () => window.location.reload(),
  urlText = '',
  urlError = null,
}: SearchBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('locationFinder');
  const validationMessage = useValidationMessage();
  const [value, setValue] = useState(urlText);
  const input = useRef<HTMLInputElement>(null);
  // Clear reloads the page: the person who cleared is still at the search box, so the focus goes back.
  useEffect(() => {
    if (readTabText(FOCUS_AFTER_CLEAR) === null) return;
    removeFromTab(FOCUS_AFTER_CLEAR);
    input.current?.focus();
  }, []);
  const [error, setError] = useState<ValidationMessageKey | null>(urlError);
  // The URL changed (a search, Back, Forward): the box shows the URL's search again.
  const [shown, setShown] = useState({ urlText, urlError });
  if (shown.urlText !== urlText || shown.urlError !== urlError) {
    setShown({ urlText, urlError });
    setValue(urlText);
    setError(urlError);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseLocationQuery(value);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onSearch(result.query, value);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and jsdom; the role is understood everywhere
    <form
      className={styles.form}
      role="search"
      aria-label={t('search.regionLabel')}
      onSubmit={onSubmit}
      noValidate
    >
      <Field
        className={styles.field}
        label={t('search.label')}
        size="large"
        validationState={error ? 'error' : 'none'}
        validationMessage={error ? validationMessage(error) : undefined}
      >
        <Input
          ref={input}
          className={styles.input}
          value={value}
          onChange={(_event, data) => {
            setValue(data.value);
            if (error) setError(null);
          }}
          maxLength={LOCATION_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          contentBefore={<SearchRegular aria-hidden />}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="location-search-input"
        />
      </Field>
      <div className={styles.buttons}>
        <Button
          className={styles.button}
          type="submit"
          appearance="primary"
          size="large"
          icon={<SearchRegular />}
        >
          {t('search.submit')}
        </Button>
        <Button
          className={styles.button}
          type="button"
          size="large"
          icon={<DismissRegular />}
          onClick={() => {
            writeTabText(FOCUS_AFTER_CLEAR, '1');
            onClear();
          }}
        >
          {t('search.clear')}
        </Button>
      </div>
    </form>
  );
}
