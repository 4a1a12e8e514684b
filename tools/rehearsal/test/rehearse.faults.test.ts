// The deployment rehearsal in npm test, with a smaller load than `npm run rehearse`: deploy/compose
// started as separate hosts on a three-broker Kafka cluster, the smoke path through the ingress,
// then the four faults (a broker killed during a refresh and a matrix job, a worker host cut off
// during payments, a gateway replica killed under load, a rolling restart of every service under
// load), each judged on the store's counts: nothing lost, nothing counted twice, no failed request.
// Root only (every host is a network namespace); run as anyone else it fails saying so.
import { holdMachineLock } from '@scoreline/test-support';
import { describe, expect, it } from 'vitest';
import { requireNetworkAdmin } from '../src/network.ts';
import { faultTable, runRehearsal } from '../src/run.ts';

describe('the deployment rehearsal', () => {
  it('starts every host, walks the smoke path and survives the four faults with nothing lost or counted twice', async () => {
    await requireNetworkAdmin();
    // A dozen hosts beside a browser suite's stack would only slow both on two cores.
    const lock = await holdMachineLock(1800);
    const lines: string[] = [];
    try {
      const report = await runRehearsal({
        log: (line) => lines.push(line),
        smokeSeason: 2025,
        seasons: [2024, 2025],
        payments: 2,
        cutSeconds: 10,
        cutHost: 'prediction-recalculation-worker',
        load: { concurrency: 4, pauseMs: 50 },
        afterLossSeconds: 5,
      });
      // The figures, in the test's output: each fault with its counts before and after.
      console.log([`rehearsal in ${(report.seconds / 60).toFixed(1)} min`, ...report.smoke.map((s) => `smoke ${s.name}: ${(s.ms / 1000).toFixed(1)} s`), ...faultTable(report.faults)].join('\n'));
      expect(report.problems, lines.slice(-60).join('\n')).toEqual([]);
      expect(report.smoke.map((step) => step.name)).toEqual(['home', 'gameweek', 'fixture', 'admin login', 'payment', 'checkout', 'refresh', 'matrix job']);
      expect(report.faults.map((fault) => fault.ok)).toEqual([true, true, true, true]);
      const [brokerLost, cutOff, gatewayLost, rolling] = report.faults;
      // Each fault's own work landed exactly: a matrix job's 104 results, one access grant per payment.
      expect(brokerLost!.after.matrixCombinations - brokerLost!.before.matrixCombinations).toBe(104);
      expect(cutOff!.after.accessGrants - cutOff!.before.accessGrants).toBe(2);
      expect(cutOff!.after.paidPurchases - cutOff!.before.paidPurchases).toBe(2);
      expect(gatewayLost!.load?.failed).toBe(0);
      expect(rolling!.load?.failed).toBe(0);
      expect(report.ok).toBe(true);
    } finally {
      lock.release();
    }
  }, 1_800_000);
});
