import * as z from 'zod/mini';

const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * POST /api/log-error. The client sends no personal data: request and response data are limited to
 * method, path and status; the server truncates and stores them in `errorLog`.
 */
export const errorReportSchema = z.object({
  timestamp: z.string().check(z.maxLength(40)),
  context: text(200),
  errorMessage: text(2000),
  errorName: text(200),
  stackTrace: text(8000),
  errorLocation: text(500),
  requestData: text(2000),
  responseData: text(2000),
});
export type ErrorReport = z.output<typeof errorReportSchema>;
