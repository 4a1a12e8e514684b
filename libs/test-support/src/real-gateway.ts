// The real backend for browser tests (shell/test/e2e, remotes/*/test/e2e): the gateway of `npm start`
// (services/gateway/src/main.ts, every service in its process, the built site served on the same
// origin) started as a child process, never imported (apps do not import services).
// real-gateway-supervisor.ts runs it as an instance of its own (a Kafka namespace
// and fresh databases unique to the run, dropped afterwards, so it runs beside `npm start`),
// a free port, PUBLIC_ORIGINS for that address, a raised rate limit, no STRIPE_SECRET_KEY (the local
// TEST MODE checkout), LOG_LEVEL=warn into a log file, and one such gateway at a time on the machine.
//
// A global setup starts one for its e2e project and hands its address to the test files
// (`inject('realGateway')`); useRealGateway() is what a test file calls at its top.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, beforeEach, expect, inject } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

export type RealGatewayInfo =
  | {
      readonly ok: true;
      /** The API's origin: the gateway. */
      readonly url: string;
      /** The pages' origin: the gateway itself in local mode, the shell's own origin in distributed mode. */
      readonly site: string;
      readonly logFile: string;
      /** The instance's Kafka namespace (EVENTS_NAMESPACE): what a test joining its consumer groups prefixes. */
      readonly namespace: string;
    }
  | { readonly ok: false; readonly error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    realGateway: RealGatewayInfo;
  }
}

export interface RealGateway {
  readonly info: RealGatewayInfo;
  stop(): Promise<void>;
}

const SUPERVISOR = path.join(import.meta.dirname, 'real-gateway-supervisor.ts');

export interface StartRealGatewayOptions {
  /** Folder holding shell/dist and remotes/<name>/dist. */
  readonly siteRoot: string;
  readonly logFile: string;
  /** 'predictions': every current fixture predicted (the shell); 'listening': every service started (the blog). */
  readonly waitFor: 'predictions' | 'listening';
  readonly env?: Readonly<Record<string, string>>;
  /** 'local' (default) or 'distributed' (the stack of npm run start:distributed; see browserSuiteMode). */
  readonly mode?: BrowserSuiteMode;
}

/**
 * Which backend the browser suites run against: `npm start`'s gateway (local, the default) or the
 * distributed stack, when SCORELINE_E2E_MODE=distributed (each browser-tested package's `test`
 * script runs its e2e project a second time so).
 */
export type BrowserSuiteMode = 'local' | 'distributed';

export function browserSuiteMode(env: NodeJS.ProcessEnv = process.env): BrowserSuiteMode {
  const mode = env.SCORELINE_E2E_MODE?.trim() || 'local';
  if (mode !== 'local' && mode !== 'distributed') throw new Error(`SCORELINE_E2E_MODE must be local or distributed, not "${mode}"`);
  return mode;
}

/** Starts the supervised gateway; resolves once it is ready or has failed (info.ok false, never throws). */
export async function startRealGateway(options: StartRealGatewayOptions): Promise<RealGateway> {
  const child = spawn(process.execPath, ['--import', 'tsx', SUPERVISOR, JSON.stringify(options)], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const info = await new Promise<RealGatewayInfo>((resolve) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      try {
        resolve(JSON.parse(line) as RealGatewayInfo);
      } catch {
        resolve({ ok: false, error: `the gateway supervisor said: ${line}` });
      }
    });
    child.once('exit', (code) => resolve({ ok: false, error: `the gateway supervisor exited (${code}) before answering` }));
  });
  return {
    info,
    async stop() {
      // Closing its stdin stops the gateway, drops the databases and releases the lock.
      child.stdin!.end();
      await exited;
    },
  };
}

export interface RealBackend {
  /** False when the global setup could not start the gateway: beforeAll hooks then do nothing. */
  readonly available: boolean;
  /** The API's origin (the gateway), e.g. http://localhost:41234 ('' when not available). */
  readonly url: string;
  /** The pages' origin: `url` in local mode, the shell's origin in distributed mode ('' when not available). */
  readonly site: string;
  /** The gateway instance's Kafka namespace, prefixing its topics and consumer groups ('' when not available). */
  readonly namespace: string;
}

/**
 * For a test file, at its top: the gateway the global setup started. When there is none, every
 * test of the file fails with the reason (thrown in beforeEach: a failing beforeAll would only mark
 * the tests skipped). After a failed test the gateway's log is printed, once per file.
 */
export function useRealGateway(): RealBackend {
  const info = inject('realGateway');
  beforeEach(() => {
    if (!info.ok) throw new Error(`The real backend is not available: ${info.error}`);
  });
  let failed = false;
  afterEach((context) => {
    if (context.task.result?.state === 'fail') failed = true;
  });
  afterAll(() => {
    if (!failed || !info.ok) return;
    let log: string;
    try {
      log = readFileSync(info.logFile, 'utf8');
    } catch {
      log = '';
    }
    const lines = log.split('\n').filter(Boolean).map(condensed);
    console.error(
      `--- gateway log (${info.logFile}, warn and above, condensed; the last ${Math.min(lines.length, 80)} of ${lines.length}) ---\n` +
        `${lines.slice(-80).join('\n') || '(empty)'}\n--- end of gateway log ---`,
    );
  });
  return info.ok
    ? { available: true, url: info.url, site: info.site, namespace: info.namespace }
    : { available: false, url: '', site: '', namespace: '' };
}

/**
 * An admin JWT from the gateway at `url` for the development password (docs/engineering.md,
 * "Configuration"), for the admin tools' browser tests; the login must answer 200.
 */
export async function adminToken(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/admin-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'admin' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

interface LogLine {
  time?: string;
  level?: string;
  component?: string;
  msg?: string;
  err?: { message?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

/** One JSON log line as "time level [component] msg: METHOD url → status (error)"; other lines as they are. */
function condensed(line: string): string {
  let entry: LogLine;
  try {
    entry = JSON.parse(line) as LogLine;
  } catch {
    return line;
  }
  const request = entry.req ? `: ${entry.req.method} ${entry.req.url} → ${entry.res?.statusCode ?? '?'}` : '';
  const error = entry.err?.message ? ` (${entry.err.message})` : '';
  return `${entry.time ?? ''} ${entry.level ?? ''}${entry.component ? ` [${entry.component}]` : ''} ${entry.msg ?? ''}${request}${error}`;
}
