import { randomUUID } from 'node:crypto';
import type { InvocationContext as InvocationContextType, LogLevel, TriggerMetadata } from '@azure/functions';
import { InvocationContext } from './azure-functions-runtime.ts';

function print(level: LogLevel, functionName: string, args: unknown[]): void {
  const line = [`[${functionName}]`, ...args];
  if (level === 'none') return;
  if (level === 'error' || level === 'critical') console.error(...line);
  else if (level === 'warning') console.warn(...line);
  else console.info(...line);
}

/** Sees each line an invocation logs, besides its printing (the admin route hands them to its caller). */
export type LogObserver = (level: LogLevel, args: unknown[]) => void;

/** A fresh invocation context like the worker's: random id, logs printed as `[functionName] ...`. */
export function createInvocationContext(
  functionName: string,
  trigger: { type: string; name: string; [key: string]: unknown },
  triggerMetadata?: TriggerMetadata,
  observe?: LogObserver,
): InvocationContextType {
  return new InvocationContext({
    invocationId: randomUUID(),
    functionName,
    logHandler: (level, ...args) => {
      print(level, functionName, args);
      observe?.(level, args);
    },
    ...(triggerMetadata ? { triggerMetadata } : {}),
    options: { trigger },
  });
}

/** The host's own lines about a function, never message or blob contents. */
export function hostLog(level: 'info' | 'warn' | 'error', functionName: string, text: string): void {
  print(level === 'info' ? 'information' : level === 'warn' ? 'warning' : 'error', functionName, [text]);
}

export function errorSummary(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
