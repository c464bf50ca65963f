import type { PersonSearchResult } from '@enroll/domain';
import {
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useValidationMessage } from '../../../i18n/use-validation-message.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PEOPLE_QUERY_MAX, PEOPLE_QUERY_MIN, usePeopleSearch } from '../api/search-people.ts';

/** Typing pauses this long before the directory is searched. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  results: {
    maxHeight: '260px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  person: { display: 'grid' },
  personName: { fontWeight: tokens.fontWeightSemibold },
  personDetail: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  status: { color: tokens.colorNeutralForeground2, minHeight: tokens.lineHeightBase300 },
  error: { color: tokens.colorPaletteRedForeground1 },
  selected: { fontWeight: tokens.fontWeightSemibold },
});

export function personName(person: PersonSearchResult): string {
  return `${person.FirstName} ${person.LastName}`.trim();
}

function personDetail(person: PersonSearchResult): string {
  const place = [person.Title, person.Office].filter(Boolean).join(', ');
  return [person.EmailAddress, place].filter(Boolean).join(' · ');
}

export interface PersonSearchProps {
  selected: PersonSearchResult | null;
  onSelect: (person: PersonSearchResult) => void;
  /** A catalog key or the server's text. */
  error: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The directory search of 'Create User Permission': at least 2 characters, searched after a pause;
 * the people found are radio buttons (name, e-mail, title and office), so one is chosen by keyboard
 * as easily as by mouse, and the count is announced.
 */
export function PersonSearch({ selected, onSelect, error, disabled = false, inputRef }: PersonSearchProps) {
  const { t } = useTranslation('permissions');
  const translate = useValidationMessage();
  const styles = useStyles();
  const resultsLabelId = useId();
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const search = usePeopleSearch(debounced);
  const message = translate(error);
  const searching = debounced.length >= PEOPLE_QUERY_MIN;
  const people = searching && search.isSuccess ? search.data : [];

  let status = '';
  if (searching && search.isFetching) status = t('form.searching');
  else if (searching && search.isError) status = t('form.searchError');
  else if (searching && search.isSuccess) {
    status =
      people.length === 0
        ? t('form.noPeople', { query: debounced })
        : t('form.peopleFound', { count: people.length });
  }

  return (
    <div className={styles.root}>
      <Field
        label={t('form.personSearch')}
        required
        hint={t('form.personSearchHint')}
        validationState={message ? 'error' : 'none'}
        validationMessage={message}
      >
        <SearchBox
          ref={inputRef}
          value={query}
          maxLength={PEOPLE_QUERY_MAX}
          autoComplete="off"
          disabled={disabled}
          onChange={(_event, data) => setQuery(data.value)}
        />
      </Field>
      <Text role="status" className={searching && search.isError ? styles.error : styles.status}>
        {searching && search.isFetching ? <Spinner size="extra-tiny" label={status} /> : status}
      </Text>
      {people.length > 0 && (
        <div className={styles.results}>
          <span id={resultsLabelId} hidden>
            {t('form.results')}
          </span>
          <RadioGroup
            aria-labelledby={resultsLabelId}
            value={selected?.PersonID ?? ''}
            disabled={disabled}
            onChange={(_event, data) => {
              const person = people.find((candidate) => candidate.PersonID === data.value);
              if (person) onSelect(person);
            }}
          >
            {people.map((person) => (
              <Radio
                key={person.PersonID}
                value={person.PersonID}
                label={
                  <span className={styles.person}>
                    <span className={styles.personName}>{personName(person)}</span>
                    <span className={styles.personDetail}>{personDetail(person)}</span>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </div>
      )}
      <Text className={selected ? styles.selected : styles.status}>
        {selected
          ? t('form.selectedPerson', { name: personName(selected), email: selected.EmailAddress })
          : t('form.noPersonSelected')}
      </Text>
    </div>
  );
}
