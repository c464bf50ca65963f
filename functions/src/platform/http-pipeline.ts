import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { authorize } from './authorize.ts';
import { HttpError } from './http-errors.ts';
import { json } from './http-responses.ts';
import { logError } from './log.ts';
import type { AccessLevel, HttpHandler } from './registry.ts';

interface PipelineOptions {
  name: string;
  access: AccessLevel;
  maxBodyBytes: number;
}

/** Body limit, access check and error handling around every HTTP handler. */
export function withHttpPipeline(options: PipelineOptions, handler: HttpHandler): HttpHandler {
  return async (request: HttpRequest, context: InvocationContext): Promise<HttpResponseInit> => {
    const length = Number(request.headers.get('content-length') ?? '0');
    if (length > options.maxBodyBytes) {
      return json(413, { message: `The request body is larger than ${options.maxBodyBytes} bytes.` });
    }
    try {
      const denied = await authorize(request, options.access);
      if (denied) return denied;
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) {
        return json(error.status, {
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.code ? { code: error.code } : {}),
        });
      }
      logError(context, 'unhandled', error, { function: options.name, invocationId: context.invocationId });
      return json(500, {
        message: 'Something went wrong on our side. Please try again.',
        errorId: context.invocationId,
      });
    }
  };
}
