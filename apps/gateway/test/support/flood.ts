import { Agent, request } from 'node:http';

export interface FloodRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as it is (JSON or not). */
  body?: string;
}

export interface FloodResult {
  /** Responses by status code. */
  statuses: Map<number, number>;
  /** Responses to each of the requests, in their order. */
  answeredPerRequest: number[];
  /** Requests that got no response (connection refused or reset: the server went away). */
  connectionErrors: number;
  /** The first response of each 5xx status, to say what went wrong. */
  serverErrors: string[];
}

function send(agent: Agent, baseUrl: string, flood: FloodRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(flood.path, baseUrl),
      {
        agent,
        method: flood.method,
        headers: {
          ...(flood.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...flood.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(flood.body);
  });
}

/**
 * `connections` clients, each on a kept-alive connection of its own, send the requests in turn, one after another
 * without pause, until `durationMs` passed: what one client with a script does to a public endpoint.
 */
export async function flood(
  baseUrl: string,
  requests: FloodRequest[],
  options: { connections: number; durationMs: number },
): Promise<FloodResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const result: FloodResult = {
    statuses: new Map(),
    answeredPerRequest: requests.map(() => 0),
    connectionErrors: 0,
    serverErrors: [],
  };
  const endsAt = Date.now() + options.durationMs;
  const client = async (first: number) => {
    for (let index = first; Date.now() < endsAt; index += 1) {
      const next = requests[index % requests.length];
      try {
        const { status, body } = await send(agent, baseUrl, next);
        if (status >= 500 && !result.statuses.has(status))
          result.serverErrors.push(`${next.method} ${next.path} → ${status} ${body.slice(0, 300)}`);
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        result.answeredPerRequest[index % requests.length] += 1;
      } catch {
        result.connectionErrors += 1;
        // A server that went away refuses at once: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  // Each client starts at another request, so every kind is in flight at once.
  await Promise.all(Array.from({ length: options.connections }, (_, index) => client(index)));
  agent.destroy();
  return result;
}
