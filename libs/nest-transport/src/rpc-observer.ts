/**
 * Told how each request ended, for the process's metrics. `status` is 'ok' or the AppError code of the failure;
 * `pattern` is a pattern of the contracts. Neither ever carries a request's data.
 */
export interface RpcObserver {
  observe(pattern: string, status: string, seconds: number): void;
}

/** The caller side's observer, provided by the metrics module of the process (optional: a bare client has none). */
export const RPC_CLIENT_OBSERVER = Symbol('RPC_CLIENT_OBSERVER');

export const RPC_OK = 'ok';
