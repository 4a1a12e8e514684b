// One whole rehearsal, as `npm run rehearse` runs it: the hosts up (each with its
// health time), the smoke path, the four faults with their counts, everything stopped. The summary
// says what failed; `ok` is false on any loss, any failed request under load, or any unclean stop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openStoreReader } from './counts.ts';
import { brokerLost, faultContext, type FaultOptions, type FaultResult, gatewayLost, hostCutOff, rollingRestart } from './faults.ts';
import { ingressAt } from './ingress.ts';
import { OVERRIDE_FILE, REPO } from './plan.ts';
import { keepLogs, type Rehearsal, startRehearsal } from './rehearsal.ts';
import { runSmoke, type SmokeStep } from './smoke.ts';

export interface RunOptions extends FaultOptions {
  readonly log: (line: string) => void;
  /** The season the smoke path refreshes. */
  readonly smokeSeason: number;
  /** Leave a run that failed as it is, to look at (the next run, or --clean, removes it). */
  readonly keepFailed?: boolean;
}

export interface RunReport {
  readonly ok: boolean;
  readonly hosts: readonly { name: string; address: string; healthMs: number; runs: string }[];
  readonly smoke: readonly SmokeStep[];
  readonly faults: readonly FaultResult[];
  readonly problems: readonly string[];
  readonly seconds: number;
}

const COUNT_COLUMNS = [
  ['fixtures', 'fixtures'],
  ['predictions', 'predictions'],
  ['paid', 'paidPurchases'],
  ['access', 'accessGrants'],
  ['matrix jobs', 'matrixJobsCompleted'],
  ['matrix results', 'matrixCombinations'],
] as const;

/** The four faults' counts before → after, one line each. */
export function faultTable(faults: readonly FaultResult[]): string[] {
  return faults.map((fault) => {
    const counts = COUNT_COLUMNS.map(([label, key]) => `${label} ${fault.before[key]} → ${fault.after[key]}`).join(', ');
    const load = fault.load ? `; ${fault.load.requests} requests under load, ${fault.load.failed} failed` : '';
    return `${fault.ok ? 'PASS' : 'FAIL'}  ${fault.name} (${fault.seconds.toFixed(0)} s): ${counts}${load}`;
  });
}

export async function runRehearsal(options: RunOptions): Promise<RunReport> {
  const { log } = options;
  const began = Date.now();
  const problems: string[] = [];
  log(`the compose file deploy/compose/docker-compose.yml with ${path.relative(REPO, OVERRIDE_FILE)} merged over it:`);
  for (const line of readFileSync(OVERRIDE_FILE, 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'))) log(`  | ${line}`);
  const rehearsal: Rehearsal = await startRehearsal({ log, keepFailedStart: options.keepFailed });
  const hosts = [...rehearsal.hosts.values()].map((h) => ({ name: h.spec.name, address: h.host.address, healthMs: h.healthMs, runs: h.runner.describe }));
  let smoke: SmokeStep[] = [];
  const faults: FaultResult[] = [];
  try {
    log(`ingress ${rehearsal.ingress}; the smoke path through it:`);
    const store = await openStoreReader(rehearsal.storeUri);
    try {
      smoke = await runSmoke(ingressAt(rehearsal.ingress), store, { adminPassword: rehearsal.plan.adminPassword, webhookSecret: rehearsal.plan.secrets.STRIPE_WEBHOOK_SECRET ?? '', refreshSeason: options.smokeSeason, firstStartTimeoutMs: 900_000 }, log);
    } finally {
      await store.close();
    }
    const context = await faultContext(rehearsal, log);
    try {
      for (const run of [brokerLost, hostCutOff, gatewayLost, rollingRestart]) faults.push(await run(context, options));
    } finally {
      await context.close();
    }
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    for (const fault of faults) problems.push(...fault.problems.map((p) => `${fault.name}: ${p}`));
    if (problems.length > 0 && options.keepFailed) log(`left running for a look (npm run rehearse -- --clean removes it): ${rehearsal.network.dir}, namespaces sl-${rehearsal.network.run}-*, ingress ${rehearsal.ingress}, store ${rehearsal.storeUri}`);
    else {
      if (problems.length > 0) keepLogs(rehearsal.network, log);
      await rehearsal.stop();
    }
  }
  return { ok: problems.length === 0 && faults.length === 4, hosts, smoke, faults, problems, seconds: (Date.now() - began) / 1000 };
}
