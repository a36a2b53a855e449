import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one unit of work (an HTTP request, a transported message, a job). */
export interface RequestContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The current correlation id, or a new one when work starts outside any request. */
export function currentCorrelationId(): string {
  return storage.getStore()?.correlationId ?? randomUUID();
}
