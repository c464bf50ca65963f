import {
  app,
  type HttpRequest,
  type HttpResponseInit,
  type InvocationContext,
  type Timer,
} from '@azure/functions';
import { failureKey, recordJobFailure } from '../data/job-failures-repository.ts';
import { insideFunctionsRuntime } from '../platform/functions-runtime.ts';
import type { RateLimitPolicy } from '../platform/rate-limit.ts';
import { type JobFailureLog, recordingFailures } from '../platform/record-job-failures.ts';
import { withHttpPipeline } from './http-pipeline.ts';

// The hosts read these here, beside the list they serve.
export { LOCAL_HOST_FLAG, runShutdownHooks } from '../platform/functions-runtime.ts';

/** Who may call an HTTP function. Everything but `public` needs a signed-in staff member of that level. */
export type AccessLevel = 'public' | 'staff' | 'contributor' | 'admin' | 'superAdmin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type HttpHandler = (request: HttpRequest, context: InvocationContext) => Promise<HttpResponseInit>;

export interface HttpRegistration {
  kind: 'http';
  name: string;
  /** Azure Functions route template without the `api/` prefix, e.g. `sites/{id}` or `items/{id?}`. */
  route: string;
  methods: HttpMethod[];
  access: AccessLevel;
  /** Largest accepted body in bytes (default 100 kB). */
  maxBodyBytes: number;
  /** Per-client limits counted before the handler runs; every public POST/PUT has one. */
  rateLimit?: RateLimitPolicy | null;
  /** The handler wrapped in the pipeline (body limit, access check, errors as JSON): what both hosts call. */
  handler: HttpHandler;
}

export interface QueueRegistration {
  kind: 'queue';
  name: string;
  queueName: string;
  handler: (message: unknown, context: InvocationContext) => Promise<void>;
}

export interface BlobRegistration {
  kind: 'blob';
  name: string;
  /** `container/{name}`, as in Azure's blob trigger path. */
  path: string;
  handler: (blob: Buffer, context: InvocationContext) => Promise<void>;
}

export interface TimerRegistration {
  kind: 'timer';
  name: string;
  /**
   * NCRONTAB, six fields (`{second} {minute} {hour} {day} {month} {day of week}`), in UTC: Azure reads
   * it so on Linux plans, and the local host (local/host/ncrontab.ts) does the same.
   */
  schedule: string;
  handler: (timer: Timer, context: InvocationContext) => Promise<void>;
}

export type FunctionRegistration =
  | HttpRegistration
  | QueueRegistration
  | BlobRegistration
  | TimerRegistration;

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

const registrations: FunctionRegistration[] = [];

/** Every function registered so far, in registration order: what the local host serves. */
export function registeredFunctions(): readonly FunctionRegistration[] {
  return registrations;
}

// Streamed bodies (the exports: Excel, PDF, ZIP written as they are made) reach the client as a stream
// only with HTTP streaming on; without it the worker buffers the whole body first. Set once, before
// the first registration, as the programming model requires.
if (insideFunctionsRuntime()) app.setup({ enableHttpStream: true });

/** Failed tries of queue and blob jobs are counted in Cosmos (`jobFailures`). */
const jobFailures: JobFailureLog = { failureKey, recordJobFailure };

function record(registration: FunctionRegistration): void {
  if (registrations.some((existing) => existing.name === registration.name)) {
    throw new Error(`Function ${registration.name} is registered twice`);
  }
  registrations.push(registration);
}

export interface HttpFunctionOptions {
  route: string;
  methods: HttpMethod[];
  access: AccessLevel;
  maxBodyBytes?: number;
  rateLimit?: RateLimitPolicy;
  handler: HttpHandler;
}

/**
 * Registers an HTTP function. Its handler is wrapped in the pipeline (body limit, access check,
 * errors as JSON) here, once, so the local host and Azure run exactly the same code.
 */
export function registerHttp(name: string, options: HttpFunctionOptions): void {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const rateLimit = options.rateLimit ?? null;
  const handler = withHttpPipeline(
    { name, access: options.access, maxBodyBytes, rateLimit },
    options.handler,
  );
  record({
    kind: 'http',
    name,
    route: options.route,
    methods: options.methods,
    access: options.access,
    maxBodyBytes,
    rateLimit,
    handler,
  });
  if (insideFunctionsRuntime()) {
    app.http(name, { route: options.route, methods: options.methods, authLevel: 'anonymous', handler });
  }
}

/** A job's handler with every failed try counted with its reason, for the failed-jobs list (both hosts). */
function countingFailures<Input>(
  trigger: 'queue' | 'blob',
  functionName: string,
  source: string,
  handler: (input: Input, context: InvocationContext) => Promise<void>,
) {
  return recordingFailures({ trigger, functionName, source }, handler, jobFailures);
}

export function registerQueue(name: string, options: Omit<QueueRegistration, 'kind' | 'name'>): void {
  const handler = countingFailures('queue', name, options.queueName, options.handler);
  record({ kind: 'queue', name, queueName: options.queueName, handler });
  if (insideFunctionsRuntime()) {
    app.storageQueue(name, {
      queueName: options.queueName,
      connection: 'AzureWebJobsStorage',
      handler: (message, context) => handler(message, context),
    });
  }
}

export function registerBlob(name: string, options: Omit<BlobRegistration, 'kind' | 'name'>): void {
  const handler = countingFailures('blob', name, options.path, options.handler);
  record({ kind: 'blob', name, path: options.path, handler });
  if (insideFunctionsRuntime()) {
    app.storageBlob(name, {
      path: options.path,
      connection: 'AzureWebJobsStorage',
      source: 'EventGrid',
      handler: (blob, context) => handler(blob as Buffer, context),
    });
  }
}

/**
 * A timer-triggered function. A failed run is logged by its host and not retried: the next scheduled
 * run starts again from what is stored, so a timer's work must be safe to repeat.
 */
export function registerTimer(name: string, options: Omit<TimerRegistration, 'kind' | 'name'>): void {
  record({ kind: 'timer', name, schedule: options.schedule, handler: options.handler });
  if (insideFunctionsRuntime()) {
    app.timer(name, {
      schedule: options.schedule,
      handler: (timer, context) => options.handler(timer, context),
    });
  }
}
