#!/usr/bin/env -S npx tsx
// npm run rehearse: deploy/compose run for real as separate hosts, the product's smoke path through
// the ingress, then the four faults (README.md). Prints each host and its health time, the smoke
// results, each fault with its counts before and after; exits 1 on any loss, any failed request
// under load or any unclean stop, and leaves nothing running (Ctrl-C included).
//   npm run rehearse                 the whole rehearsal (17 seasons refreshed while a broker is lost)
//   npm run rehearse -- --clean      only remove what earlier runs that did not finish left behind
//   npm run rehearse -- --keep       leave a run that fails as it is, to look at (--clean removes it)
import { parseArgs } from 'node:util';
import { holdMachineLock } from '@scoreline/test-support';
import { cleanStaleRuns } from './network.ts';
import { faultTable, runRehearsal } from './run.ts';

const { values } = parseArgs({ options: { clean: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } } });
const log = (line: string): void => console.log(line);

if (values.clean) {
  const cleaned = await cleanStaleRuns();
  log(cleaned.length > 0 ? `cleaned up runs ${cleaned.join(', ')}` : 'nothing left behind by earlier runs');
  process.exit(0);
}

// Ctrl-C: the run's hosts are stopped by the next run's clean-up if this one cannot finish its own.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping every host`);
    void cleanStaleRuns({ includeOwn: true })
      .catch(() => undefined)
      .finally(() => process.exit(130));
  });
}

// An error nothing awaited (a flow's promise that failed before it was waited for) would end the
// process with every host still running: it stops them first, then fails the run.
for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
  process.once(event, (error: unknown) => {
    console.error(`${event}: stopping every host:`, error);
    void cleanStaleRuns({ includeOwn: true })
      .catch(() => undefined)
      .finally(() => process.exit(1));
  });
}

// A dozen hosts computing every prediction beside a browser suite's stack would only slow both on
// two cores: one whole stack at a time (libs/test-support's machine lock).
const lock = await holdMachineLock(1800);
const report = await runRehearsal({
  log,
  keepFailed: values.keep,
  smokeSeason: 2025,
  seasons: Array.from({ length: 17 }, (_, i) => 2010 + i),
  payments: 5,
  cutSeconds: 30,
  cutHost: 'prediction-recalculation-worker',
  load: { concurrency: 8, pauseMs: 20 },
  afterLossSeconds: 15,
});

log('');
log(`rehearsal ${report.ok ? 'passed' : 'FAILED'} in ${(report.seconds / 60).toFixed(1)} min`);
log('hosts (health time after start):');
for (const host of report.hosts) log(`  ${host.name.padEnd(34)} ${host.address.padEnd(13)} ${(host.healthMs / 1000).toFixed(1).padStart(6)} s  ${host.runs}`);
log('smoke path through the ingress:');
for (const step of report.smoke) log(`  ${step.name.padEnd(12)} ${(step.ms / 1000).toFixed(1).padStart(6)} s  ${step.detail}`);
log('faults (counts before → after):');
for (const line of faultTable(report.faults)) log(`  ${line}`);
for (const problem of report.problems) log(`  problem: ${problem}`);
lock.release();
process.exit(report.ok ? 0 : 1);
