/** One dependency's answer to a readiness check. */
export type DependencyState = { status: 'up' } | { status: 'down'; message: string };

/** A readiness check: the dependency it names, and how it answered. */
export type ReadinessCheck = () => Promise<[name: string, state: DependencyState]>;

/**
 * The body of /readyz, in the shape probes and dashboards already read (the one @nestjs/terminus answered with):
 * every dependency in `details`, split into `info` (up) and `error` (down).
 */
export interface Readiness {
  status: 'ok' | 'error';
  info: Record<string, DependencyState>;
  error: Record<string, DependencyState>;
  details: Record<string, DependencyState>;
}

export async function readinessOf(checks: ReadinessCheck[]): Promise<Readiness> {
  const details = Object.fromEntries(await Promise.all(checks.map((check) => check())));
  const states = Object.entries(details);
  const down = states.filter(([, state]) => state.status === 'down');
  return {
    status: down.length === 0 ? 'ok' : 'error',
    info: Object.fromEntries(states.filter(([, state]) => state.status === 'up')),
    error: Object.fromEntries(down),
    details,
  };
}
