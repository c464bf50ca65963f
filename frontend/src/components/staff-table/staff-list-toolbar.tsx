import { STAFF_LIST_SEARCH_MAX } from '@enroll/domain';
import { Field, makeStyles, SearchBox, ToggleButton, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, GridRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useVisuallyHiddenStyles } from '../visually-hidden/visually-hidden.ts';
import type { StaffToggle } from './staff-table-types.ts';
import type { StaffListControls } from './use-staff-list-params.ts';

/** The server searches once the typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL },
  search: { width: 'min(360px, 100%)' },
  // A fieldset groups the buttons for screen readers; it draws no frame.
  group: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  actions: { marginInlineStart: 'auto', display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface StaffListToolbarProps<Filter extends string, Column extends string> {
  list: StaffListControls<Filter, Column>;
  toggles: readonly StaffToggle<Filter>[];
  searchPlaceholder: string;
  /** The view shown now (the URL's, else the screen width's default). */
  view: 'list' | 'grid';
  /** Buttons of the page (Export to Excel). */
  actions?: ReactNode;
  /** The page's own filters in place of the search box and the toggles. */
  filters?: ReactNode;
}

/** The search box: the server searches once the typing pauses (the URL keeps the settled text). */
function StaffListSearch({
  search,
  setSearch,
  placeholder,
  className,
}: {
  search: string;
  setSearch: (search: string) => void;
  placeholder: string;
  className: string;
}) {
  const { t } = useTranslation('staffTable');
  const [text, setText] = useState(search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a settled change reaches the URL (and the server); the effect must not fire on URL updates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes, only
  useEffect(() => {
    if (debounced.trim() !== search) setSearch(debounced);
  }, [debounced]);
  return (
    <Field label={t('search')} className={className}>
      <SearchBox
        value={text}
        placeholder={placeholder}
        maxLength={STAFF_LIST_SEARCH_MAX}
        onChange={(_event, data) => setText(data.value)}
      />
    </Field>
  );
}

/**
 * Search box and the mutually exclusive toggles (or the page's own filters), the List/Grid switch and
 * the page's actions.
 */
export function StaffListToolbar<Filter extends string, Column extends string>({
  list,
  toggles,
  searchPlaceholder,
  view,
  actions,
  filters,
}: StaffListToolbarProps<Filter, Column>) {
  const { t } = useTranslation('staffTable');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();

  return (
    <div className={styles.root}>
      {filters ?? (
        <>
          <StaffListSearch
            search={list.search}
            setSearch={list.setSearch}
            placeholder={searchPlaceholder}
            className={styles.search}
          />
          {toggles.length > 0 && (
            <fieldset className={styles.group}>
              <legend className={hidden.root}>{t('filters')}</legend>
              {toggles.map((toggle) => {
                // The toggle in force is unmistakable: filled in the brand colour with a check mark.
                const active = list.filter === toggle.id;
                return (
                  <ToggleButton
                    key={toggle.id}
                    checked={active}
                    appearance={active ? 'primary' : 'secondary'}
                    icon={active ? <CheckmarkRegular /> : undefined}
                    onClick={() => list.toggleFilter(toggle.id)}
                  >
                    {toggle.label}
                  </ToggleButton>
                );
              })}
            </fieldset>
          )}
        </>
      )}
      <fieldset className={styles.group}>
        <legend className={hidden.root}>{t('view')}</legend>
        <ToggleButton
          icon={<TextBulletListLtrRegular />}
          checked={view === 'list'}
          appearance={view === 'list' ? 'primary' : 'secondary'}
          onClick={() => list.setView('list')}
        >
          {t('list')}
        </ToggleButton>
        <ToggleButton
          icon={<GridRegular />}
          checked={view === 'grid'}
          appearance={view === 'grid' ? 'primary' : 'secondary'}
          onClick={() => list.setView('grid')}
        >
          {t('grid')}
        </ToggleButton>
      </fieldset>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
