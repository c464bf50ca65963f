import type { SqlParameter, SqlQuerySpec } from '@azure/cosmos';
import type { CharterScope } from '@enroll/domain';
import {
  type AccessEntity,
  type AccessLogFilters,
  type AccessLogLine,
  type AccessRecord,
  accessLineIdsVisible,
  addDaysIso,
  businessDayStartUtc,
  type ExportLogEntry,
} from '@enroll/domain';
import { queryAll } from './cosmos-client.ts';
import { afterCursorCondition, type KeysetCursor } from './keyset-cursor.ts';

/** The screen's filters, and for "who has seen this record" the kind of record. */
export type AccessLogSearch = Omit<AccessLogFilters, 'kind'> & {
  kind?: AccessLogFilters['kind'];
  entity?: AccessEntity;
};

/** Where each log keeps the fields a search reads. */
interface LogFields {
  at: string;
  email: string;
}

const ACCESS_FIELDS: LogFields = { at: 'c.at', email: 'c.staffEmail' };
const EXPORT_FIELDS: LogFields = { at: 'c.createdAt', email: 'c.azure_id' };

/**
 * The WHERE clause of one log's search. A reader limited to some charters gets the lines that touched
 * one of them, or every charter ('*': a Super Admin's list export).
 */
export function accessLogWhere(
  search: AccessLogSearch,
  scope: CharterScope,
  fields: LogFields,
): { where: string; parameters: SqlParameter[] } {
  const conditions: string[] = [];
  const parameters: SqlParameter[] = [];
  const add = (condition: string, name: string, value: string | string[]) => {
    conditions.push(condition);
    parameters.push({ name, value });
  };
  if (search.person) add(`CONTAINS(LOWER(${fields.email}), @person)`, '@person', search.person.toLowerCase());
  if (search.record) add('ARRAY_CONTAINS(c.recordIds, @record)', '@record', search.record);
  if (search.entity) add('c.entity = @entity', '@entity', search.entity);
  if (search.startDate) add(`${fields.at} >= @from`, '@from', businessDayStartUtc(search.startDate));
  if (search.endDate) {
    add(`${fields.at} < @before`, '@before', businessDayStartUtc(addDaysIso(search.endDate, 1)));
  }
  if (search.kind && search.kind !== 'export') add('c.kind = @kind', '@kind', search.kind);
  if (!scope.all) {
    const charters = [...scope.charterIds];
    if (charters.length === 0) conditions.push('false');
    else {
      const touched = charters.map((charterId, index) => {
        parameters.push({ name: `@charter${index}`, value: charterId });
        return `ARRAY_CONTAINS(c.charterIds, @charter${index})`;
      });
      conditions.push(`(${[...touched, "ARRAY_CONTAINS(c.charterIds, '*')"].join(' OR ')})`);
    }
  }
  return { where: conditions.length > 0 ? conditions.join(' AND ') : 'true', parameters };
}

/** Whether the search asks for reads (the access log): every kind but 'export'. */
function readsAsked(search: AccessLogSearch): boolean {
  return search.kind !== 'export';
}

/** Whether the search asks for exports (the export log): no kind, or 'export'. */
function exportsAsked(search: AccessLogSearch): boolean {
  return !search.kind || search.kind === 'export';
}

/** The newest `limit` lines after the cursor, in the list's order: time, then id, both descending. */
function newestFirst(
  search: AccessLogSearch,
  scope: CharterScope,
  fields: LogFields,
  limit: number,
  cursor: KeysetCursor | undefined,
): SqlQuerySpec {
  const { where, parameters } = accessLogWhere(search, scope, fields);
  const after = cursor ? afterCursorCondition(fields.at, 'desc', cursor) : null;
  return {
    query: `SELECT TOP @limit * FROM c WHERE ${where}${after ? ` AND ${after.condition}` : ''} ORDER BY ${fields.at} DESC, c.id DESC`,
    parameters: [...parameters, ...(after?.parameters ?? []), { name: '@limit', value: limit }],
  };
}

/** The list's order: newest first, the id breaking ties (as Cosmos compares strings: by code unit). */
function newestLineFirst(a: AccessLogLine, b: AccessLogLine): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

function accessLine(record: AccessRecord): AccessLogLine & { charterIds: string[] } {
  return {
    id: record.id,
    at: record.at,
    staffEmail: record.staffEmail,
    kind: record.kind,
    entity: record.entity,
    screen: record.screen,
    recordCount: record.recordIds.length,
    recordIds: record.recordIds,
    fileName: null,
    exportStatus: null,
    exportType: null,
    charterIds: record.charterIds,
  };
}

function exportLine(entry: ExportLogEntry): AccessLogLine & { charterIds: string[] } {
  return {
    id: entry.id,
    at: entry.createdAt,
    staffEmail: entry.azure_id,
    kind: 'export',
    entity: entry.entity ?? null,
    screen: entry.screen,
    recordCount: entry.recordCount,
    recordIds: entry.recordIds ?? [],
    fileName: entry.fileName,
    exportStatus: entry.exportStatus,
    exportType: entry.exportType,
    charterIds: entry.charterIds ?? [],
  };
}

/**
 * The access log and the export log as one list, newest first: the `limit` lines after `cursor` that
 * match the search in the reader's scope, and whether more follow. Each log is read in the list's
 * order up to one line more than asked, so the merge knows whether another page exists. A line's
 * record ids are left out when it touched a charter the reader may not see.
 */
export async function searchAccessLog(
  search: AccessLogSearch,
  scope: CharterScope,
  limit: number,
  cursor?: KeysetCursor,
): Promise<{ lines: AccessLogLine[]; more: boolean }> {
  const read = async <Stored>(
    name: 'accessLog' | 'exportLog',
    fields: LogFields,
    toLine: (stored: Stored) => AccessLogLine & { charterIds: string[] },
  ) => {
    const resources = await queryAll<Stored>(name, newestFirst(search, scope, fields, limit + 1, cursor));
    return resources.map(toLine);
  };
  const [reads, exports] = await Promise.all([
    readsAsked(search) ? read('accessLog', ACCESS_FIELDS, accessLine) : [],
    exportsAsked(search) ? read('exportLog', EXPORT_FIELDS, exportLine) : [],
  ]);
  const merged = [...reads, ...exports].sort(newestLineFirst);
  const lines = merged
    .slice(0, limit)
    .map(({ charterIds, ...line }) =>
      scope.all || accessLineIdsVisible(charterIds, scope.charterIds) ? line : { ...line, recordIds: [] },
    );
  return { lines, more: merged.length > limit };
}

/** How many lines match the search in the reader's scope (both logs). */
export async function countAccessLog(search: AccessLogSearch, scope: CharterScope): Promise<number> {
  const count = async (name: 'accessLog' | 'exportLog', fields: LogFields) => {
    const { where, parameters } = accessLogWhere(search, scope, fields);
    const resources = await queryAll<number>(name, {
      query: `SELECT VALUE COUNT(1) FROM c WHERE ${where}`,
      parameters,
    });
    return resources[0] ?? 0;
  };
  const [reads, exports] = await Promise.all([
    readsAsked(search) ? count('accessLog', ACCESS_FIELDS) : 0,
    exportsAsked(search) ? count('exportLog', EXPORT_FIELDS) : 0,
  ]);
  return reads + exports;
}
