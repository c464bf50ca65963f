import { type StaffSiteSearch, staffSiteSearchSchema } from '@enroll/domain';
import { Button } from '@fluentui/react-components';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { StaffSiteQuery } from '../../api/staff-sites.ts';
import { useDomainForm } from '../../lib/forms/use-domain-form.ts';
import type { SiteSelection } from './site-search-dialog.tsx';
import { SiteSearchResults } from './site-search-results.tsx';

/** A site modal's search form and the search it last made (null before the first). */
export interface SiteSearchForm<Values extends FieldValues, Query extends StaffSiteQuery> {
  form: UseFormReturn<Values, unknown, StaffSiteSearch>;
  query: Query | null;
  onSubmit: (event: FormEvent) => void;
}

/**
 * A site modal's search: a form over the staff site search's own schema (the server's), whose
 * refusal shows from a Search until the next one; a search it accepts clears the selected row and
 * asks for the sites.
 */
export function useSiteSearchForm<Values extends FieldValues, Query extends StaffSiteQuery>(
  defaultValues: Values & DefaultValues<Values>,
  toQuery: (search: StaffSiteSearch) => Query,
  onSelect: SiteSelection['onSelect'],
): SiteSearchForm<Values, Query> {
  const form = useDomainForm<Values, StaffSiteSearch>(staffSiteSearchSchema, {
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const [query, setQuery] = useState<Query | null>(null);
  const search = form.handleSubmit((accepted) => {
    onSelect(null);
    setQuery(toQuery(accepted));
  });
  const onSubmit = (event: FormEvent) => {
    // React passes events up through the portal: the form the modal was opened from must not submit.
    event.stopPropagation();
    void search(event);
  };
  return { form, query, onSubmit };
}

export interface SiteSearchBodyProps<Query extends StaffSiteQuery> extends SiteSelection {
  search: { query: Query | null; onSubmit: (event: FormEvent) => void };
  formClassName: string;
  submitLabel: string;
  /** The results table's accessible name, from the search made. */
  caption: (query: Query | null) => string;
  showDistance?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** A site modal's body: its search form with the Search button, then the answer of the search made. */
export function SiteSearchBody<Query extends StaffSiteQuery>({
  search,
  formClassName,
  submitLabel,
  caption,
  showDistance,
  selected,
  onSelect,
  children,
}: SiteSearchBodyProps<Query>) {
  return (
    <>
      <form noValidate className={formClassName} onSubmit={search.onSubmit}>
        {children}
        <Button type="submit" appearance="primary">
          {submitLabel}
        </Button>
      </form>
      <SiteSearchResults
        query={search.query}
        caption={caption(search.query)}
        selectedId={selected?.id ?? null}
        onSelect={onSelect}
        showDistance={showDistance}
      />
    </>
  );
}
