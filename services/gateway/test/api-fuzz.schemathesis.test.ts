// Schema-driven fuzzing, so the API stays as documented (docs/engineering.md, "HTTP operations and
// the OpenAPI document"): schemathesis reads the gateway's OpenAPI document and sends generated
// requests, valid and invalid, to every operation of the real gateway (services/gateway/src/main.ts
// with every service and worker, an instance of its own on the run's broker and store), once
// without credentials and once with an admin bearer. It holds every answer to the document (status
// code, content type, schema), and this suite asserts on its figures: operations fuzzed, requests
// sent, answers >= 500 (none), every 4xx a `{detail}`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_OPERATIONS } from '@scoreline/contracts';
import { adminToken, startRealGateway, type RealGateway } from '@scoreline/test-support/real-gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSchemathesis, runSchemathesis, type FuzzRun } from './api-fuzz/schemathesis.ts';
import { SHELL_PAGES_FILE, SITE_PATHS } from '@scoreline/contracts/constants';

/**
 * Generated examples per operation in the fuzzing phase (the coverage phase adds its boundary and
 * negative cases): 3 keeps both runs within about 3 minutes on two quiet cores.
 */
const MAX_EXAMPLES = 3;
/** A fixed seed: a failure reproduces with the same requests. */
const SEED = 17;

const templates = API_OPERATIONS.map(({ method, path: template }) => ({ method, path: template }));

function summary(label: string, run: FuzzRun): string {
  const serverErrors = run.exchanges.filter((e) => e.status >= 500 && e.status !== 503).length;
  return (
    `schemathesis ${label}: ${run.operations.size} of ${templates.length} operations fuzzed, ${run.exchanges.length} requests sent, ` +
    `${run.exchanges.filter((e) => e.status >= 500).length} responses >= 500 (${serverErrors} other than 503), exit ${run.exitCode}\n  ${run.command}`
  );
}

/** The 4xx answers that are not `{detail}` with a non-empty string, as "METHOD url → status body". */
function fourXxWithoutDetail(run: FuzzRun): string[] {
  return run.exchanges
    .filter((e) => e.status >= 400 && e.status < 500)
    .filter((e) => {
      try {
        const body = JSON.parse(e.body) as { detail?: unknown };
        return !(e.contentType.startsWith('application/json') && typeof body.detail === 'string' && body.detail.length > 0);
      } catch {
        return true;
      }
    })
    .map((e) => `${e.method} ${e.url} → ${e.status} ${e.body.slice(0, 120)}`);
}

describe('the API under schemathesis', () => {
  let gateway: RealGateway | undefined;
  let origin = '';
  let startError: string | undefined;
  let token = '';
  const runs: Record<'anonymous' | 'admin', FuzzRun | undefined> = { anonymous: undefined, admin: undefined };

  beforeAll(async () => {
    // Fail, not skip, when the tool is missing: the suite is part of `npm test`.
    requireSchemathesis();
    const root = mkdtempSync(path.join(tmpdir(), 'scoreline-fuzz-site-'));
    // The gateway serves a site from SITE_ROOT; the API is what is fuzzed, so a one-page site will do.
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>Scoreline</title>');
    // Its prerendered pages' list, as the shell's build writes it: every page on that HTML, `*` too.
    writeFileSync(
      path.join(root, 'shell', 'dist', SHELL_PAGES_FILE),
      JSON.stringify({ ...Object.fromEntries(SITE_PATHS.map((page) => [page, 'index.html'])), '*': 'index.html' }),
    );
    gateway = await startRealGateway({ siteRoot: root, logFile: path.join(root, 'gateway.log'), waitFor: 'predictions' });
    if (!gateway.info.ok) {
      startError = gateway.info.error;
      return;
    }
    origin = gateway.info.url;
    // Before any fuzzing: the anonymous run spends the IP's admin-password budget on wrong passwords.
    token = await adminToken(origin);
  }, 15 * 60_000);

  afterAll(async () => {
    await gateway?.stop();
  });

  function started(): string {
    if (!origin) throw new Error(`The real gateway did not start: ${startError ?? 'unknown reason'}`);
    return origin;
  }

  it('without credentials: no answer >= 500, every answer as documented, every 4xx a {detail}', async () => {
    const run = await runSchemathesis({ origin: started(), maxExamples: MAX_EXAMPLES, seed: SEED }, templates);
    runs.anonymous = run;
    console.log(summary('without credentials', run));
    expect(run.exchanges.filter((e) => e.status >= 500).map((e) => `${e.method} ${e.url} → ${e.status} ${e.body.slice(0, 200)}`)).toEqual([]);
    expect(fourXxWithoutDetail(run)).toEqual([]);
    expect(run.passed, run.output.slice(-20_000)).toBe(true);
    expect(run.operations.size).toBe(templates.length);
    // Each operation got several requests, and the bearer ones were refused as anonymous.
    expect(run.exchanges.length).toBeGreaterThan(templates.length * 3);
    expect(run.exchanges.some((e) => e.status === 401)).toBe(true);
  }, 20 * 60_000);

  it('with an admin bearer: no answer >= 500, every answer as documented, every 4xx a {detail}', async () => {
    const run = await runSchemathesis({ origin: started(), maxExamples: MAX_EXAMPLES, seed: SEED, headers: { Authorization: `Bearer ${token}` } }, templates);
    runs.admin = run;
    console.log(summary('with an admin bearer', run));
    expect(run.exchanges.filter((e) => e.status >= 500).map((e) => `${e.method} ${e.url} → ${e.status} ${e.body.slice(0, 200)}`)).toEqual([]);
    expect(fourXxWithoutDetail(run)).toEqual([]);
    expect(run.passed, run.output.slice(-20_000)).toBe(true);
    expect(run.operations.size).toBe(templates.length);
    // Authenticated, the admin operations did their work: some answered 2xx.
    const adminSuccesses = run.exchanges.filter((e) => e.status < 300 && /\/api\/(admin|sandbox|rounding-sandbox|cross-sandbox)\//.test(new URL(e.url).pathname));
    expect(adminSuccesses.length).toBeGreaterThan(0);
  }, 20 * 60_000);
});
