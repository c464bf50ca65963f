import { z } from 'zod';

const text = (max: number) => z.string().max(max).optional().default('');

/**
 * POST /api/log-error. The client sends no personal data: request and response data are limited to
 * method, path and status; the server truncates and stores them in `errorLog`.
 */
export const errorReportSchema = z.object({
  timestamp: z.string().max(40),
  context: text(200),
  errorMessage: text(2000),
  errorName: text(200),
  stackTrace: text(8000),
  errorLocation: text(500),
  requestData: text(2000),
  responseData: text(2000),
});
export type ErrorReport = z.output<typeof errorReportSchema>;
