import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  type AccessEntity,
  businessToday,
  type CharterScope,
  familyEmailResendSchema,
  type RecordFamilyEmails,
} from '@enroll/domain';
import type * as z from 'zod/mini';
import { fileResponse } from '../platform/file-response.ts';
import { json, ok, versioned } from '../platform/http-responses.ts';
import { type LogFields, logInfo } from '../platform/log.ts';
import { parseJsonBody, parseWith } from '../platform/parse-body.ts';
import { queryObject } from '../platform/query-params.ts';
import { callerScopeOf, routeParam } from '../platform/request-values.ts';
import { staffIdentityOf } from '../platform/staff-identity.ts';
import { recordDisclosure } from '../services/audit/record-disclosure.ts';
import {
  type RecordMails,
  recordFamilyEmails,
  resendRecordFamilyEmail,
} from '../services/email/record-family-emails.ts';
import { listExcelJobFile, startExportJob } from '../services/export/export-jobs.ts';
import type { ListExcelExport } from '../services/export/list-excel-export.ts';
import { recordPdfExport } from '../services/export/record-pdf-export.ts';
import type { HttpHandler } from './registry.ts';

// The handlers that interests, registrations and secondary enrollments answer alike: a record of the
// caller's charters read by its route id, a page of their list, the list's Excel export, a record's
// PDF, the record's family mails and one sent again.

/** A record the access log can name: its id and its charter. */
interface ShownRecord {
  id: string;
  charter_id?: string | null;
}

/** Reads the record of the route's id within the caller's charters (another charter's is a 404). */
type ScopedRead<T> = (scope: CharterScope, id: string) => Promise<T>;

/**
 * GET of one record by its route id: read within the caller's charters (an unknown id and another
 * charter's record are the same 404), recorded in the access log, answered as `body` shows it with
 * its ETag for a later If-Match.
 */
export function scopedRecordGet<T extends ShownRecord & { _etag: string }>(
  entity: AccessEntity,
  read: ScopedRead<T>,
  body: (record: T) => unknown,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const record = await read(callerScopeOf(request), routeParam(request));
    recordDisclosure(staffIdentityOf(request), context, { kind: 'detail', entity, records: [record] });
    return versioned(body(record), record._etag);
  };
}

/** The list of `entity` as the access log records it; `screen` when it is not the entity's list. */
interface ListDisclosure {
  entity: AccessEntity;
  screen?: string;
}

/**
 * GET of one page of a staff list: the query string parsed with `schema` (400 otherwise), only the
 * caller's charters, today in the business time zone; the rows shown are recorded in the access log
 * and the page is never cached.
 */
export function staffListGet<S extends z.core.$ZodType, P extends { rows: readonly ShownRecord[] }>(
  schema: S,
  list: (query: z.output<S>, scope: CharterScope, today: string) => Promise<P>,
  disclosure: ListDisclosure,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const query = parseWith(schema, queryObject(request));
    const scope = callerScopeOf(request);
    const page = await list(query, scope, businessToday());
    recordDisclosure(staffIdentityOf(request), context, { kind: 'list', ...disclosure, records: page.rows });
    return ok(page, { 'Cache-Control': 'private, no-store' });
  };
}

/**
 * GET of the mails to the family of the record of the route's id, newest first, each sent, pending or
 * failed; another charter's record is a 404. Never cached.
 */
export function familyEmailsGet<T>(read: ScopedRead<T>, mails: (record: T) => RecordMails): HttpHandler {
  return async (request: HttpRequest) => {
    const record = await read(callerScopeOf(request), routeParam(request));
    const page: RecordFamilyEmails = { emails: await recordFamilyEmails(mails(record)) };
    return ok(page, { 'Cache-Control': 'private, no-store' });
  };
}

/** How a record's resent mail is logged: the event and the field that carries the record's id. */
interface ResendLog {
  event: string;
  idField: string;
}

/**
 * POST `{ mailId }` for the record of the route's id: queues that mail to the family again (202 with
 * it, 'pending'); a mail that was sent or is being sent is a 409, another record's mail or another
 * charter's record a 404.
 */
export function familyEmailResend<T extends ShownRecord>(
  read: ScopedRead<T>,
  mails: (record: T) => RecordMails,
  log: ResendLog,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const { mailId } = await parseJsonBody(request, familyEmailResendSchema);
    const record = await read(callerScopeOf(request), routeParam(request));
    const mail = await resendRecordFamilyEmail(mails(record), mailId);
    const fields: LogFields = { [log.idField]: record.id, mailId };
    logInfo(context, log.event, fields);
    return json(202, mail);
  };
}

/**
 * Starts the Excel export of a staff list as an export job (202 `{ jobId }`): the filters read from the
 * request's JSON body or query string (400 when they do not parse), the list as the screen shows it
 * (every page) within the caller's charters; 404 'export.empty' when nothing matches.
 */
export function staffListExcelExport<Filters, Key extends string>(
  definition: ListExcelExport<Filters, Key>,
  filtersFrom: 'body' | 'query',
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const filters =
      filtersFrom === 'body'
        ? await parseJsonBody(request, definition.filtersSchema)
        : parseWith(definition.filtersSchema, queryObject(request));
    const job = await startExportJob(
      staffIdentityOf(request),
      context,
      filters,
      listExcelJobFile(definition),
    );
    return json(202, job);
  };
}

/** A record's PDF: its file name, how it is built, and the screen and kind of record the export log names. */
interface RecordPdf<T> {
  screen: string;
  entity: AccessEntity;
  fileName(record: T): string;
  build(record: T, today: string, context: InvocationContext): Promise<Uint8Array>;
}

/**
 * GET of the PDF of the record of the route's id, read within the caller's charters (an unknown id and
 * another charter's record are the same 404); answered as a download and recorded in the export log as
 * a 'pdf' export of one record (a failure to build it as 'failed').
 */
export function scopedRecordPdf<T extends ShownRecord>(
  read: ScopedRead<T>,
  pdf: RecordPdf<NoInfer<T>>,
): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext) => {
    const record = await read(callerScopeOf(request), routeParam(request));
    return fileResponse(
      await recordPdfExport({
        staff: staffIdentityOf(request),
        context,
        fileName: pdf.fileName(record),
        screen: pdf.screen,
        entity: pdf.entity,
        record,
        build: () => pdf.build(record, businessToday(), context),
      }),
    );
  };
}
