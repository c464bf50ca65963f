import type { ErrorReport } from '@enroll/domain';

const ENDPOINT = '/api/log-error';
let reporting = false;

function pageLocation(): string {
  // The path only: query strings can hold ids a person typed. None in the build's prerender (Node).
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/**
 * Sends an error report to POST /api/log-error. No personal data: messages, stacks and the
 * method/path/status of a failed call only, never a request or response body. A failed send is
 * written to the console only (and never reported again, so it cannot loop).
 */
export async function reportError(report: Partial<ErrorReport> & { errorMessage: string }): Promise<void> {
  if (reporting) return;
  reporting = true;
  const body: ErrorReport = {
    timestamp: new Date().toISOString(),
    context: report.context ?? 'client',
    errorMessage: report.errorMessage.slice(0, 2000),
    errorName: report.errorName ?? 'Error',
    stackTrace: (report.stackTrace ?? '').slice(0, 8000),
    errorLocation: report.errorLocation ?? pageLocation(),
    requestData: report.requestData ?? '',
    responseData: report.responseData ?? '',
  };
  try {
    await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.error('Could not send the error report', error);
  } finally {
    reporting = false;
  }
}

/** Reports `error` (its message, name and stack) as caught in `context`, e.g. an error boundary. */
export function reportCaughtError(context: string, error: Error): void {
  void reportError({
    context,
    errorMessage: error.message,
    errorName: error.name,
    stackTrace: error.stack ?? '',
  });
}

/** Uncaught errors and rejected promises of the page go to the reporter. */
export function installGlobalErrorReporter(): void {
  window.addEventListener('error', (event) => {
    const error = event.error instanceof Error ? event.error : null;
    void reportError({
      context: 'window.onerror',
      errorMessage: error?.message ?? event.message,
      errorName: error?.name ?? 'Error',
      stackTrace: error?.stack ?? '',
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    reportCaughtError('unhandledrejection', reason instanceof Error ? reason : new Error(String(reason)));
  });
}
