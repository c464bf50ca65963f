import { type ExportJobKind, type LeloListFilters, leloListFiltersSchema } from '@enroll/domain';
import { countLeloAgreements } from '../../data/lelo-list.ts';
import { logError } from '../../platform/log.ts';
import { type ExportJobFile, type ExportJobWriter, jobWriter, listExcelJobFile } from './export-jobs.ts';
import { LELO_EXPORT_SCREEN } from './lelo-screen.ts';
import { LELO_ZIP_FILE_NAME, leloZipItems, leloZipStream } from './lelo-zip.ts';
import {
  ACCESS_LOG_EXCEL,
  INTEREST_LIST_EXCEL,
  LELO_LIST_EXCEL,
  REGISTRATION_LIST_EXCEL,
} from './list-excel-exports.ts';
import { CONTENT_TYPES } from './recorded-export.ts';

/**
 * LeloForms_data.zip as an export job: the stored signed agreement of every filtered entry that has
 * one (the count), with not_included.txt for the rest.
 */
export const LELO_ZIP_JOB_FILE: ExportJobFile<LeloListFilters> = {
  kind: 'lelo-zip',
  filtersSchema: leloListFiltersSchema,
  fileName: LELO_ZIP_FILE_NAME,
  contentType: CONTENT_TYPES.zip,
  exportType: 'zip',
  screen: LELO_EXPORT_SCREEN,
  entity: 'leloRegistration',
  count: countLeloAgreements,
  async write(filters, scope, today, context) {
    const zip = leloZipStream(await leloZipItems(filters, scope, today), (item, error) =>
      logError(context, 'export.zip.pdfSkipped', error, { leloRegistrationId: item.id }),
    );
    return { stream: zip.stream, written: zip.filesWritten };
  },
};

/** How each kind of export job writes its file. */
export const EXPORT_JOB_WRITERS: Readonly<Record<ExportJobKind, ExportJobWriter>> = {
  'interest-excel': jobWriter(listExcelJobFile(INTEREST_LIST_EXCEL)),
  'registration-excel': jobWriter(listExcelJobFile(REGISTRATION_LIST_EXCEL)),
  'lelo-excel': jobWriter(listExcelJobFile(LELO_LIST_EXCEL)),
  'lelo-zip': jobWriter(LELO_ZIP_JOB_FILE),
  'access-log-excel': jobWriter(listExcelJobFile(ACCESS_LOG_EXCEL)),
};
