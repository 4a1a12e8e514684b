// A steady read load through the ingress, reaching every service behind the gateway, with every
// failed request counted and kept (a status other than 200, or no answer at all). Reads carrying a
// session token or a bearer are never answered from the gateway's answer cache, so each of them
// reaches its service.
import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_HEADER } from '@scoreline/contracts';

export interface LoadOptions {
  readonly base: string;
  /** Requests in flight at once. */
  readonly concurrency: number;
  /** Pause of each client between its requests. */
  readonly pauseMs: number;
  readonly fixtureId: number;
  readonly bearer: string;
}

export interface LoadFailure {
  readonly at: string;
  readonly path: string;
  readonly what: string;
}

export interface LoadResult {
  readonly requests: number;
  readonly failed: number;
  readonly failures: readonly LoadFailure[];
  readonly seconds: number;
  /** Requests per service prefix. */
  readonly byTarget: Readonly<Record<string, number>>;
}

export interface RunningLoad {
  /** Stops the load and resolves with what it did. */
  stop(): Promise<LoadResult>;
  /** Requests so far. */
  readonly requests: () => number;
}

export function startLoad(options: LoadOptions): RunningLoad {
  // A token nobody bought: the prediction service reads its (absent) access on every request.
  const visitor = randomBytes(24).toString('base64url');
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'catalog', path: '/api/fixtures/gameweek/current' },
    { name: 'catalog', path: '/api/refresh/status' },
    { name: 'prediction', path: `/api/prediction/${options.fixtureId}`, headers: { [SESSION_TOKEN_HEADER]: visitor } },
    { name: 'prediction', path: '/api/track-record' },
    { name: 'payment', path: '/api/session/status', headers: { [SESSION_TOKEN_HEADER]: visitor } },
    { name: 'experiment', path: '/api/cross-sandbox/history', headers: { Authorization: `Bearer ${options.bearer}` } },
    { name: 'blog', path: '/api/blog/posts' },
    { name: 'gateway', path: '/api/health' },
    { name: 'site', path: '/' },
  ];
  let requests = 0;
  let stopping = false;
  const failures: LoadFailure[] = [];
  const byTarget: Record<string, number> = {};
  const began = Date.now();
  const client = async (offset: number) => {
    for (let i = offset; !stopping; i += 1) {
      const target = targets[i % targets.length]!;
      requests += 1;
      byTarget[target.name] = (byTarget[target.name] ?? 0) + 1;
      try {
        const response = await fetch(`${options.base}${target.path}`, { headers: target.headers, signal: AbortSignal.timeout(30_000) });
        const body = await response.text();
        if (response.status !== 200) failures.push({ at: new Date().toISOString(), path: target.path, what: `${response.status} ${body.slice(0, 200)}` });
      } catch (error) {
        failures.push({ at: new Date().toISOString(), path: target.path, what: error instanceof Error ? `${error.message}${error.cause ? ` (${String((error.cause as Error).message ?? error.cause)})` : ''}` : String(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const clients = Array.from({ length: options.concurrency }, (_, i) => client(i));
  return {
    requests: () => requests,
    async stop() {
      stopping = true;
      await Promise.all(clients);
      return { requests, failed: failures.length, failures, seconds: (Date.now() - began) / 1000, byTarget };
    },
  };
}
