// The faults, one after another on a running rehearsal, each reporting the counts before and after
// (fixtures, predictions, payments, matrix results) and what must hold: nothing lost, nothing
// counted twice, and for the two under load, not one failed request through the ingress.
//   broker lost      SIGKILL one Kafka broker host during a refresh and a matrix job; it comes back after
//   host cut off     one worker host off the bridge for a while (a partition: no resets) during payments
//   gateway lost     SIGKILL one gateway replica's host under a steady read load
//   rolling restart  every app host replaced or restarted one at a time under that load, each stop a
//                    SIGTERM that must end with exit code 0
import { type Counts, openStoreReader, snapshotMatches, type StoreReader } from './counts.ts';
import { accessGranted, adminToken, buy, matrixJobCompleted, type Paid, predictedGameweek, predictionsAfter, refreshCompleted, requestRefresh, startMatrixJob } from './flows.ts';
import { type Ingress, ingressAt, until } from './ingress.ts';
import { type LoadResult, startLoad } from './load.ts';
import type { Rehearsal } from './rehearsal.ts';

export interface FaultOptions {
  /** Seasons (starting years) refreshed while a broker is lost: all seventeen in `npm run rehearse`. */
  readonly seasons: readonly number[];
  /** Payments made while a host is cut off. */
  readonly payments: number;
  /** How long the host stays cut off. */
  readonly cutSeconds: number;
  /** The host cut off. */
  readonly cutHost: string;
  /** The steady load: clients in flight and each one's pause between requests. */
  readonly load: { concurrency: number; pauseMs: number };
  /** How long the load runs on after a gateway is lost. */
  readonly afterLossSeconds: number;
}

export interface FaultResult {
  readonly name: string;
  readonly ok: boolean;
  readonly before: Counts;
  readonly after: Counts;
  /** What was checked, one line each, and what failed. */
  readonly checks: readonly string[];
  readonly problems: readonly string[];
  readonly load?: LoadResult;
  readonly seconds: number;
}

export interface FaultContext {
  readonly rehearsal: Rehearsal;
  readonly ingress: Ingress;
  readonly store: StoreReader;
  readonly bearer: string;
  readonly fixtureId: number;
  readonly log: (line: string) => void;
}

/** Counts what a fault must hold, and collects its lines. */
class Verdict {
  readonly checks: string[] = [];
  readonly problems: string[] = [];
  expect(condition: boolean, line: string): void {
    this.checks.push(`${condition ? 'ok' : 'FAILED'}  ${line}`);
    if (!condition) this.problems.push(line);
  }
}

async function fault(context: FaultContext, name: string, run: (verdict: Verdict, before: Counts) => Promise<LoadResult | undefined>): Promise<FaultResult> {
  const began = Date.now();
  context.log(`fault: ${name}`);
  const before = await context.store.counts();
  const verdict = new Verdict();
  let load: LoadResult | undefined;
  try {
    load = await run(verdict, before);
  } catch (error) {
    verdict.expect(false, `it ran to the end: ${error instanceof Error ? error.message : String(error)}`);
  }
  const after = await context.store.counts();
  verdict.expect(after.predictions === after.predictedFixtures, `every prediction once: ${after.predictions} entries for ${after.predictedFixtures} fixtures`);
  verdict.expect(after.accessGrants === after.paidPurchases, `every payment applied once: ${after.accessGrants} access grants for ${after.paidPurchases} paid purchases`);
  verdict.expect(after.fixtures >= before.fixtures && after.predictions >= before.predictions, `nothing lost: fixtures ${before.fixtures} → ${after.fixtures}, predictions ${before.predictions} → ${after.predictions}`);
  const result: FaultResult = { name, ok: verdict.problems.length === 0, before, after, checks: verdict.checks, problems: verdict.problems, load, seconds: (Date.now() - began) / 1000 };
  for (const line of result.checks) context.log(`    ${line}`);
  return result;
}

export async function brokerLost(context: FaultContext, options: FaultOptions): Promise<FaultResult> {
  return fault(context, `Kafka broker host lost (SIGKILL) during a refresh of ${options.seasons.length} seasons and a matrix job`, async (verdict, before) => {
    const { rehearsal, ingress, bearer, store, log } = context;
    const broker = [...rehearsal.hosts.values()].find((h) => h.spec.service.image?.startsWith('apache/kafka:') && h.spec.name.endsWith('-2'));
    if (!broker) throw new Error('no second Kafka broker');
    // Both accepted first: what the fault tests is the work the product took on. A request must be
    // answered within seconds, so one the busy cluster does not confirm in time is refused with 503
    // and Retry-After (and leaves nothing behind); like the admin page, the rehearsal asks again.
    // The matrix job last and the broker lost at once: its 104 combinations take seconds, the
    // refresh of 17 seasons about half a minute.
    const requested = await until('the refresh accepted', 120_000, () => requestRefresh(ingress, bearer, options.seasons), 5000);
    const jobId = await until('the matrix job accepted', 120_000, () => startMatrixJob(ingress, bearer), 5000);
    await broker.runner.kill();
    const atKill = await ingress.call('matrixJobStatus', { params: { jobId }, bearer }).catch(() => undefined);
    const matrixAtKill = atKill ? `, the matrix job ${atKill.status} at ${atKill.completed_combinations} of ${atKill.total_combinations}` : '';
    log(`    ${broker.spec.name} killed ${((Date.now() - requested) / 1000).toFixed(1)} s after the refresh was requested${matrixAtKill}`);
    const [{ status, ms }, job] = await Promise.all([
      refreshCompleted(ingress, options.seasons, requested, 900_000),
      matrixJobCompleted(ingress, bearer, jobId, 900_000),
    ]);
    const run = await predictionsAfter(ingress, bearer, requested, 900_000);
    log(`    refresh completed in ${(ms / 1000).toFixed(1)} s, predictions rewritten by run ${run.correlation_id}, matrix job ${job.jobId} completed`);
    const snapshot = snapshotMatches();
    for (const season of options.seasons) {
      const progress = status.progress[String(season)];
      const label = progress?.season_label ?? String(season);
      const stored = await store.fixturesOf(label);
      verdict.expect(progress?.status === 'completed' && progress.processed === snapshot[label] && stored === snapshot[label], `${label}: every one of the provider's ${snapshot[label]} matches processed (${progress?.processed}) and stored once (${stored})`);
    }
    const counted = await store.matrixJob(job.jobId);
    verdict.expect(counted?.total === job.total && counted.counted === job.total, `matrix job: ${counted?.counted} of ${job.total} combinations counted, each once`);
    const after = await store.counts();
    // A start refused with 503 (and asked again) must leave none of its combinations behind.
    verdict.expect(after.matrixCombinations - before.matrixCombinations === job.total, `matrix results: ${before.matrixCombinations} → ${after.matrixCombinations}, only the ${job.total} of the job that ran`);
    verdict.expect(after.fixtures === before.fixtures, `fixtures unchanged by refreshing what is stored: ${before.fixtures} → ${after.fixtures}`);
    verdict.expect(after.predictions === before.predictions, `predictions unchanged in number: ${before.predictions} → ${after.predictions}`);
    // The broker comes back (its data on its volume) and catches up; the next faults need all three.
    await rehearsal.start(broker.spec.name);
    log(`    ${broker.spec.name} back and healthy`);
    return undefined;
  });
}

export async function hostCutOff(context: FaultContext, options: FaultOptions): Promise<FaultResult> {
  return fault(context, `${options.cutHost} cut off the bridge for ${options.cutSeconds} s during ${options.payments} payments`, async (verdict, before) => {
    const { rehearsal, ingress, store, log, fixtureId } = context;
    await rehearsal.network.cutOff(options.cutHost);
    const cutAt = Date.now();
    const paid: Paid[] = [];
    try {
      for (let i = 0; i < options.payments; i += 1) paid.push(await buy(ingress, store, fixtureId, rehearsal.plan.secrets.STRIPE_WEBHOOK_SECRET ?? ''));
      log(`    ${paid.length} payments made while ${options.cutHost} is cut off`);
      const applied = (await Promise.all(paid.map((p) => store.hasGrant(p.tokenHash)))).filter(Boolean).length;
      verdict.expect(applied === 0, `no payment applied while the host that applies them is cut off (${applied})`);
      const left = options.cutSeconds * 1000 - (Date.now() - cutAt);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    } finally {
      await rehearsal.network.reconnect(options.cutHost);
    }
    log(`    ${options.cutHost} back on the bridge after ${((Date.now() - cutAt) / 1000).toFixed(1)} s`);
    await accessGranted(store, paid, 600_000);
    const after = await store.counts();
    verdict.expect(after.paidPurchases === before.paidPurchases + options.payments, `paid purchases ${before.paidPurchases} → ${after.paidPurchases} (+${options.payments})`);
    verdict.expect(after.accessGrants === before.accessGrants + options.payments, `access grants ${before.accessGrants} → ${after.accessGrants} (+${options.payments}): every payment made during the cut applied, once`);
    await rehearsal.waitHealthy(options.cutHost);
    return undefined;
  });
}

export async function gatewayLost(context: FaultContext, options: FaultOptions): Promise<FaultResult> {
  return fault(context, 'a gateway replica host lost (SIGKILL) under a steady read load', async (verdict) => {
    const { rehearsal, ingress, log } = context;
    const gateway = rehearsal.hosts.get('gateway-2');
    if (!gateway) throw new Error('no gateway-2');
    const load = startLoad({ base: ingress.base, ...options.load, fixtureId: context.fixtureId, bearer: context.bearer });
    await until('the load under way', 60_000, async () => (load.requests() > 50 ? true : undefined), 200);
    await gateway.runner.kill();
    const killedAt = load.requests();
    log(`    gateway-2 killed after ${killedAt} requests`);
    await new Promise((resolve) => setTimeout(resolve, options.afterLossSeconds * 1000));
    const result = await load.stop();
    verdict.expect(result.requests - killedAt > 0, `the other replica answered ${result.requests - killedAt} requests after the loss`);
    verdict.expect(result.failed === 0, `${result.requests} requests through the ingress, ${result.failed} failed${result.failures.length ? `: ${result.failures.slice(0, 3).map((f) => `${f.path} ${f.what}`).join('; ')}` : ''}`);
    await rehearsal.start('gateway-2');
    log('    gateway-2 back and healthy');
    return result;
  });
}

export async function rollingRestart(context: FaultContext, options: FaultOptions): Promise<FaultResult> {
  return fault(context, 'a rolling restart of every service, one host at a time, under a steady read load', async (verdict, before) => {
    const { rehearsal, ingress, log } = context;
    const load = startLoad({ base: ingress.base, ...options.load, fixtureId: context.fixtureId, bearer: context.bearer });
    await until('the load under way', 60_000, async () => (load.requests() > 50 ? true : undefined), 200);
    const apps = [...rehearsal.hosts.values()].filter((h) => h.spec.service.image?.startsWith('scoreline-app:')).map((h) => h.spec);
    let interrupted: unknown;
    try {
      for (const spec of apps) {
        const began = Date.now();
        if (spec.service.replicas > 1) {
          // A replica among others: stopped, then started again in its place (the others answer meanwhile).
          const running = rehearsal.hosts.get(spec.name)!;
          const code = await running.runner.stop(60_000);
          verdict.expect(code === 0, `${spec.name}: SIGTERM, drained, exit code ${code}`);
          await rehearsal.start(spec.name);
        } else {
          // The only one: a new host first, ready, then the old one drained (maxSurge 1, maxUnavailable 0).
          const { exitCode, next } = await rehearsal.replace(spec.name, 60_000);
          verdict.expect(exitCode === 0, `${spec.name} → ${next.spec.name}: the old one SIGTERM, drained, exit code ${exitCode}`);
        }
        log(`    ${spec.name} restarted in ${((Date.now() - began) / 1000).toFixed(1)} s (${load.requests()} requests so far)`);
      }
    } catch (error) {
      interrupted = error;
    }
    const result = await load.stop();
    verdict.expect(result.failed === 0, `${result.requests} requests through the ingress during the restarts, ${result.failed} failed${result.failures.length ? `: ${result.failures.slice(0, 3).map((f) => `${f.path} ${f.what}`).join('; ')}` : ''}`);
    const after = await context.store.counts();
    verdict.expect(after.fixtures === before.fixtures && after.predictions === before.predictions && after.accessGrants === before.accessGrants, 'fixtures, predictions and access unchanged by the restarts');
    if (interrupted) throw interrupted;
    return result;
  });
}

/** The context the faults share: the store, the ingress, an admin bearer and a fixture of the current gameweek. */
export async function faultContext(rehearsal: Rehearsal, log: (line: string) => void): Promise<FaultContext & { close(): Promise<void> }> {
  const ingress = ingressAt(rehearsal.ingress);
  const store = await openStoreReader(rehearsal.storeUri);
  const bearer = await adminToken(ingress, rehearsal.plan.adminPassword);
  const gameweek = await predictedGameweek(ingress, 600_000);
  return { rehearsal, ingress, store, bearer, fixtureId: gameweek.fixtures[0]!.fixture_id, log, close: () => store.close() };
}
