// Runs schemathesis (PyPI; installed by `npm run setup` into a venv in the scoreline cache, see
// scripts/setup.sh) against a running API and reads back what happened from its HAR report: every
// request it sent and every answer it got. The suite (../api-fuzz.schemathesis.test.ts) asserts on
// these figures; schemathesis's own checks (status codes, content types and schemas as documented,
// no server error) decide `passed`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where scripts/setup.sh puts the venv (the same rule: one per machine, reused by every clone). */
export const SCHEMATHESIS_BIN = process.env.SCHEMATHESIS_BIN ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'scoreline', 'schemathesis-venv', 'bin', 'schemathesis');

/** schemathesis.toml beside this file. */
export const SCHEMATHESIS_CONFIG = fileURLToPath(new URL('./schemathesis.toml', import.meta.url));

/** The checks the suite holds the API to: no 5xx, and every answer as documented. */
// positive_data_acceptance (ST202): a request the document calls valid is not refused with 400/422; unsupported_method
// (ST204): a method the document does not declare at a path is 405 with Allow.
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'positive_data_acceptance',
  'unsupported_method',
];

export interface FuzzRunOptions {
  /** The API's origin, e.g. http://localhost:41234; the document is read from /api/openapi.json. */
  readonly origin: string;
  /** Extra headers on every request (the admin bearer). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Bounded examples per operation and phase, so the run fits CI. */
  readonly maxExamples: number;
  readonly seed: number;
}

export interface FuzzExchange {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface FuzzRun {
  /** schemathesis exited 0: every check held on every request. */
  readonly passed: boolean;
  readonly exitCode: number | null;
  /** The command line, to rerun by hand (the bearer token elided). */
  readonly command: string;
  /** Its console output (the failures, when any, with a curl line to reproduce each). */
  readonly output: string;
  /** Distinct operations (method and path template) that were sent at least one request. */
  readonly operations: ReadonlySet<string>;
  readonly exchanges: readonly FuzzExchange[];
}

/** Fails with how to get schemathesis when it is not installed (never a skip). */
export function requireSchemathesis(): void {
  if (!existsSync(SCHEMATHESIS_BIN)) {
    throw new Error(
      `schemathesis is not installed at ${SCHEMATHESIS_BIN}: run \`npm run setup\` (it creates that venv with python3 ` +
        'and installs scripts/schemathesis-requirements.txt), or set SCHEMATHESIS_BIN to a schemathesis executable',
    );
  }
}

interface Har {
  log: { entries: { request: { method: string; url: string }; response: { status: number; content: { mimeType?: string; text?: string } } }[] };
}

/** `/api/prediction/{fixtureId}` → a regex matching its concrete paths. */
function templatePattern(template: string): RegExp {
  return new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);
}

export async function runSchemathesis(options: FuzzRunOptions, templates: readonly { method: string; path: string }[]): Promise<FuzzRun> {
  requireSchemathesis();
  const reportDir = mkdtempSync(path.join(tmpdir(), 'scoreline-schemathesis-'));
  const harPath = path.join(reportDir, 'run.har');
  const args = [
    // The few rules a JSON Schema cannot state, per operation (the file says which and why).
    '--config-file',
    SCHEMATHESIS_CONFIG,
    'run',
    `${options.origin}/api/openapi.json`,
    '--url',
    options.origin,
    '--checks',
    CHECKS.join(','),
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(options.maxExamples),
    '--seed',
    String(options.seed),
    // One worker: the machine has two cores, and the API under test runs on them too.
    '--workers',
    '1',
    '--no-shrink',
    '--continue-on-failure',
    '--suppress-health-check',
    'all',
    '--request-timeout',
    '60',
    '--report',
    'har',
    '--report-har-path',
    harPath,
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
  ];
  // In the report's folder: hypothesis keeps its example database in the working directory.
  const child = spawn(SCHEMATHESIS_BIN, args, { cwd: reportDir, env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (!existsSync(harPath)) throw new Error(`schemathesis wrote no report (exit ${exitCode}):\n${output}`);
  const har = JSON.parse(readFileSync(harPath, 'utf8')) as Har;
  const patterns = templates.map((t) => ({ key: `${t.method.toUpperCase()} ${t.path}`, method: t.method.toUpperCase(), pattern: templatePattern(t.path) }));
  const operations = new Set<string>();
  const exchanges = har.log.entries.map(({ request, response }) => {
    const pathname = new URL(request.url).pathname;
    const matched = patterns.find((p) => p.method === request.method && p.pattern.test(pathname));
    if (matched) operations.add(matched.key);
    return {
      method: request.method,
      url: request.url,
      status: response.status,
      contentType: response.content.mimeType ?? '',
      body: response.content.text ?? '',
    };
  });
  const command = [SCHEMATHESIS_BIN, ...args].map((arg) => (/^Authorization: Bearer /.test(arg) ? "'Authorization: Bearer <token>'" : arg)).join(' ');
  return { passed: exitCode === 0, exitCode, command, output, operations, exchanges };
}
