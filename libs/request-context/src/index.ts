import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Who a request acts for: a signed-in doctor or a support account (ids only). */
export interface RequestActor {
  kind: 'doctor' | 'support';
  id: string;
}

/** What travels with one unit of work (an HTTP request, a transported message, a job). */
export interface RequestContext {
  correlationId: string;
  /** Set by the gateway once the session is resolved; travels over the transport (sealed). */
  actor?: RequestActor;
  /** The caller's address as the gateway saw it; travels over the transport (sealed). */
  clientAddress?: string;
}

/** The part of a context that crosses the transport beside the correlation id. */
export type TravellingContext = Pick<RequestContext, 'actor' | 'clientAddress'>;

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

/** The actor and address of the current work, for the transport to carry on. */
export function travellingContext(): TravellingContext {
  const store = storage.getStore();
  return {
    ...(store?.actor ? { actor: store.actor } : {}),
    ...(store?.clientAddress ? { clientAddress: store.clientAddress } : {}),
  };
}

/** Adds who and from where to the current request once the gateway knows them (after the session is resolved). */
export function identifyRequest(identity: TravellingContext): void {
  const store = storage.getStore();
  if (store) Object.assign(store, identity);
}
