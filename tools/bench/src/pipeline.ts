// npm run bench:pipeline -w @scoreline/bench (also part of `npm run bench`): the refresh and
// recalculation pipeline on the real broker and store (npm run infra:up), loopback only. Prints;
// asserts nothing (docs/engineering.md: speed is measured in benchmarks, never asserted in tests).
//
// For the five product seasons and then for all seventeen (2010-11 … 2026-27, the history seasons
// being refreshable through CATALOG_SEASONS), each on fresh databases and its own Kafka namespace:
//   1. refresh → predictions: POST /api/refresh/season/{year} for every season (admin bearer), the
//      catalog's provider being a local HTTP server with the shared openfootball files, until the
//      prediction service has written the prediction of every fixture (targets 6 s / 15 s);
//   2. the same refresh again, nothing changed (every fixture skipped);
//   3. POST /api/admin/recalculate, nothing changed (target 1 s), and after a weight change, when
//      every prediction is rewritten (target 2 s).
// Each run prints its split by stage (fetch, parse, store, publish, consume, predict, write), summed
// from the steps the services log, with the store's writes/s and Kafka's messages/s beside the
// stages that write or publish, and names the slowest.
//
// The gateway runs in a child process (src/gateway-process.ts) so that the polling never shares
// its event loop. BENCH_CPU_PROF=1 writes its V8 CPU profile into $TMPDIR/gateway-bench-profiles;
// BENCH_SEASONS=5 or 17 runs only that size.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import {
  fixtureDiagnosticsSchema,
  recalculationStatusSchema,
  refreshAcceptedSchema,
  refreshStatusSchema,
  SEASON_START_YEARS,
} from '@scoreline/contracts';
import { auth, BENCH_PROFILE_DIR, call, machine, requireOpenfootball, seconds, startBenchGateway, startProvider, timeUnchangedRecalculation, timeWeightChangeRecalculation, until } from './bench-support.ts';

const FIRST_HISTORY_YEAR = 2010;
const ALL_SEASONS = Array.from({ length: SEASON_START_YEARS.at(-1)! - FIRST_HISTORY_YEAR + 1 }, (_, i) => FIRST_HISTORY_YEAR + i);
const SIZES: { seasons: readonly number[]; refreshTargetS: number }[] = [
  { seasons: SEASON_START_YEARS, refreshTargetS: 6 },
  { seasons: ALL_SEASONS, refreshTargetS: 15 },
].filter((size) => !process.env.BENCH_SEASONS || Number(process.env.BENCH_SEASONS) === size.seasons.length);
requireOpenfootball('2010-11', ' of 2010-11 … 2026-27');

interface LogLine {
  msg?: string;
  correlation_id?: string;
  /** The requests a recalculation run answered (it coalesces the waiting ones). */
  answers?: string[];
  steps_ms?: Record<string, number>;
  written?: number;
  messages?: number;
  documents?: number;
  events?: number;
}

/** The info log's lines with `msg` that belong to one of the correlation ids `ids`, parsed. */
function logged(file: string, msg: string, ids: ReadonlySet<string>): LogLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => (line.answers ?? [line.correlation_id]).some((id) => id !== undefined && ids.has(id)));
}

/** Every recalculation requested for `ids` was answered by a finished run. */
function allAnswered(file: string, ids: ReadonlySet<string>): boolean {
  const answered = new Set(logged(file, 'predictions recalculated', ids).flatMap((line) => line.answers ?? []));
  const requested = logged(file, 'recalculation requested', ids);
  return requested.length > 0 && requested.every((line) => answered.has(line.correlation_id!));
}

/**
 * The stages of one run, summed over the lines the services logged for its correlation ids:
 * ingestion (catalog: fetch, parse, store, publish per season), the prediction read model
 * (consume: fixtures.upserted batches recorded) and the recalculations (predict = read + predict +
 * compare; write = the predictions.updated events + the gameweek documents). Beside them: fixtures
 * written per second of "store", messages per second of "publish", documents per second of "write".
 */
function split(file: string, ids: ReadonlySet<string>): string {
  const sum = (lines: LogLine[], pick: (line: LogLine) => number | undefined) => lines.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const ingest = logged(file, 'season refreshed', ids);
  const consume = logged(file, 'fixtures recorded', ids);
  const recalc = logged(file, 'predictions recalculated', ids);
  const ms = (lines: LogLine[], step: string) => sum(lines, (line) => line.steps_ms?.[step]);
  const rate = (count: number, millis: number, unit: string) =>
    ` (${count.toLocaleString('en-GB')} ${unit}${millis > 0 ? `, ${Math.round((count * 1000) / millis).toLocaleString('en-GB')}/s` : ''})`;
  const predict = ms(recalc, 'read') + ms(recalc, 'predict') + ms(recalc, 'compare');
  const stages: [string, number, string][] = [
    ['fetch', ms(ingest, 'fetch'), ` (${ingest.length} seasons)`],
    ['parse', ms(ingest, 'parse'), ''],
    ['store', ms(ingest, 'store'), rate(sum(ingest, (l) => l.written), ms(ingest, 'store'), 'fixtures written')],
    ['publish', ms(ingest, 'publish'), rate(sum(ingest, (l) => l.messages), ms(ingest, 'publish'), 'Kafka messages')],
    ['consume', ms(consume, 'consume'), rate(sum(consume, (l) => l.written), ms(consume, 'consume'), 'fixtures written') + ` from ${consume.length} messages`],
    [
      'predict',
      predict,
      ` (read ${ms(recalc, 'read')}, predict ${ms(recalc, 'predict')}, compare ${ms(recalc, 'compare')} ms) in ${recalc.length} run(s) ` +
        `answering ${sum(recalc, (l) => l.answers?.length)} request(s)`,
    ],
    [
      'write',
      ms(recalc, 'publish') + ms(recalc, 'write'),
      ` (predictions.updated ${ms(recalc, 'publish')} ms,` +
        rate(sum(recalc, (l) => l.events), ms(recalc, 'publish'), 'Kafka messages').slice(1, -1) +
        `; gameweeks ${ms(recalc, 'write')} ms,` +
        rate(sum(recalc, (l) => l.documents), ms(recalc, 'write'), 'documents written').slice(1),
    ],
  ];
  const [slowest] = [...stages].sort((a, b) => b[1] - a[1]);
  return `${stages.map(([name, millis, extra]) => `    ${name.padEnd(8)}${String(millis).padStart(6)} ms${extra}`).join('\n')}\n    slowest: ${slowest?.[0]}`;
}

async function runSize(provider: string, seasons: readonly number[], refreshTargetS: number): Promise<void> {
  const id = randomUUID().slice(0, 8);
  const bench = await startBenchGateway({
    id,
    name: 'pipeline-bench',
    provider,
    rateLimit: 10_000_000,
    // Every season refreshable, history included (the prediction service still predicts only the product's).
    env: { CATALOG_SEASONS: seasons.join(','), CATALOG_HISTORY_SEASONS: 'none' },
  });
  const { ports, infoLog } = bench;
  const gateway = `http://127.0.0.1:${ports.info}`;
  const label = `${seasons.length} seasons`;

  /** Refreshes every season; resolves when the recalculation that follows the last one has finished. */
  async function refresh(what: string): Promise<{ stored: number; written: number; predicted: number; fixtures: number; ids: Set<string> }> {
    const { last_run: previous } = await call(`${gateway}/api/admin/recalculation-status`, recalculationStatusSchema, { headers: auth });
    const began = performance.now();
    const ids = new Set<string>();
    for (const season of seasons) {
      const accepted = await call(`${gateway}/api/refresh/season/${season}`, refreshAcceptedSchema, { method: 'POST', headers: auth });
      ids.add(accepted.correlation_id);
    }
    const stored = await until(`the ${what}`, 180_000, async () => {
      const status = await call(`${gateway}/api/refresh/status`, refreshStatusSchema);
      const progress = seasons.map((season) => status.progress[String(season)]);
      if (progress.some((season) => season?.status === 'error')) throw new Error(`refresh failed: ${status.error}`);
      return progress.every((season) => season?.status === 'completed') ? performance.now() - began : undefined;
    });
    const { summary } = await call(`${gateway}/api/diagnostics/fixtures`, fixtureDiagnosticsSchema, { headers: auth });
    const fixtures = summary.total_fixtures;
    // Finished: a run of this refresh (its correlation ids) completed over every fixture, and no
    // later request of it is still waiting (the last season's request is the last one made).
    const [written, predicted] = await until(`the predictions after the ${what}`, 180_000, async () => {
      const { last_run: run } = await call(`${gateway}/api/admin/recalculation-status`, recalculationStatusSchema, { headers: auth });
      if (!run || run.started_at === previous?.started_at) return undefined;
      const done = run.status === 'completed' && run.result?.processed === fixtures && ids.has(run.correlation_id);
      return done && allAnswered(infoLog, ids) ? ([performance.now() - began, run.result!.successful_predictions] as const) : undefined;
    });
    return { stored, written, predicted, fixtures, ids };
  }

  try {
    console.log(`\n${label}: fresh databases, Kafka namespace bench-gateway-${id}.; ${machine()}`);
    const first = await refresh(`refresh of ${label}`);
    console.log(
      `refresh→predictions (${label}, ${first.fixtures} fixtures, ${first.predicted} predicted): ${seconds(first.written)} ` +
        `(target ≤ ${refreshTargetS} s); fixtures stored ${seconds(first.stored)}; ${machine()}`,
    );
    console.log(split(infoLog, first.ids));
    const again = await refresh(`unchanged refresh of ${label}`);
    console.log(`refresh→predictions again, nothing changed (${label}): ${seconds(again.written)}; fixtures stored ${seconds(again.stored)}; ${machine()}`);
    console.log(split(infoLog, again.ids));

    const unchanged = await timeUnchangedRecalculation(gateway, infoLog);
    console.log(
      `recalculation, nothing changed (${label}, ${unchanged.result.processed} fixtures): ${seconds(unchanged.ms)} (target ≤ 1 s)` +
        ` — run ${seconds(unchanged.result.duration_ms)}, ${unchanged.result.updated} rewritten; ${machine()}`,
    );
    console.log(split(infoLog, new Set([unchanged.correlationId])));
    const changed = await timeWeightChangeRecalculation(gateway, infoLog);
    console.log(
      `recalculation after a weight change (${label}): ${seconds(changed.ms)} (target ≤ 2 s)` +
        ` — run ${seconds(changed.result.duration_ms)}, ${changed.result.updated} rewritten; ${machine()}`,
    );
    console.log(split(infoLog, new Set([changed.correlationId])));
  } finally {
    await bench.stop();
    if (!process.env.BENCH_KEEP_LOG) rmSync(infoLog, { force: true });
    else console.log(`info log: ${infoLog}`);
  }
}

const provider = await startProvider();
try {
  console.log(`pipeline bench: gateway with catalog, prediction, payment and blog and their workers in one child process; ${machine()}`);
  for (const size of SIZES) await runSize(provider.url, size.seasons, size.refreshTargetS);
  if (process.env.BENCH_CPU_PROF) console.log(`CPU profiles of the bench gateway: ${BENCH_PROFILE_DIR}`);
} finally {
  provider.close();
}
