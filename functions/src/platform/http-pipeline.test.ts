import { describe, expect, it } from 'vitest';
import { HttpRequest, InvocationContext } from '../local/host/azure-functions-runtime.ts';
import { badRequest, conflict } from './http-errors.ts';
import { withHttpPipeline } from './http-pipeline.ts';

function run(error: Error) {
  const handler = withHttpPipeline({ name: 'test', access: 'public', maxBodyBytes: 1024 }, async () => {
    throw error;
  });
  return handler(
    new HttpRequest({ method: 'GET', url: 'http://localhost/api/test' }),
    new InvocationContext({ functionName: 'test' }),
  );
}

describe('the HTTP pipeline', () => {
  it('answers a thrown HttpError with its status, message, field errors and code', async () => {
    expect((await run(conflict('Already signed.', 'lelo.entry.locked'))).jsonBody).toEqual({
      message: 'Already signed.',
      code: 'lelo.entry.locked',
    });
    const invalid = await run(
      badRequest('Validation failed', [{ field: 'zip', code: 'invalid', message: 'Bad ZIP' }]),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.jsonBody).toEqual({
      message: 'Validation failed',
      errors: [{ field: 'zip', code: 'invalid', message: 'Bad ZIP' }],
    });
  });
});
