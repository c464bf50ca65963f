import type { ExportRequest } from './download-file.ts';

/** The filters of a staff list with toggles (interests, registrations): what its export is sent. */
interface ToggleListFilters {
  search: string;
  order: string;
  filter?: string;
  sort?: string;
}

/**
 * The POST of a toggle list's export to `path`: the list as the screen shows it (toggle, search and
 * sort; every page), the toggle and sort left out when none is chosen; written as an export job.
 */
export function toggleListExportRequest<F extends ToggleListFilters>(
  path: string,
  filters: F,
): ExportRequest {
  const json: ToggleListFilters = {
    search: filters.search,
    order: filters.order,
    ...(filters.filter ? { filter: filters.filter } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
  return { path, method: 'POST', json, job: true };
}
