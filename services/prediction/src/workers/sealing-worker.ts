// Seals predictions on time: a timer wakes at the next kick-off (at least every minute, so new
// fixtures and a moved kick-off are noticed) and seals every fixture that has kicked off and is
// not sealed yet, which also catches up after downtime. Any replica may run it: sealing only
// inserts, so two replicas sealing the same fixture store one record. A failed run is logged and
// retried at the next wake-up.
import type { PredictionContext } from '../context.ts';
import { sealPredictions } from '../use-cases/seal-predictions.ts';

/** The longest the sealer sleeps, and the shortest (kick-offs a few ms apart are sealed together). */
export const SEALING_MAX_SLEEP_MS = 60_000;
const SEALING_MIN_SLEEP_MS = 250;

export interface SealingWorker {
  readonly groupId: string;
  /** Runs one sealing pass now (tests drive it with their own clock). */
  runOnce(): Promise<{ sealed: number }>;
  stop(): Promise<void>;
}

export async function sealAndPublish(context: PredictionContext): Promise<{ sealed: number; next_kickoff: Date | null }> {
  const deps = { ...context.repositories, clock: context.clock, logger: context.logger };
  const result = await sealPredictions(deps);
  // Through the process's one rebuild task (context.ts), and the pass fails when the rebuild does,
  // so the next wake-up tries again.
  if (result.sealed > 0 && !(await context.trackRecordRebuilds.request())) throw new Error('the track record rebuild after sealing failed');
  return result;
}

export async function startSealingWorker(context: PredictionContext): Promise<SealingWorker> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const schedule = (next: Date | null) => {
    if (stopped) return;
    const untilNext = next ? next.getTime() - context.clock().getTime() : SEALING_MAX_SLEEP_MS;
    timer = setTimeout(tick, Math.min(SEALING_MAX_SLEEP_MS, Math.max(SEALING_MIN_SLEEP_MS, untilNext)));
  };
  const pass = () => {
    const run = running.then(() => sealAndPublish(context));
    running = run.catch(() => undefined);
    return run;
  };
  function tick(): void {
    pass().then(
      (result) => schedule(result.next_kickoff),
      (error: unknown) => {
        context.logger.error({ err: error }, 'sealing failed; retrying at the next wake-up');
        schedule(null);
      },
    );
  }
  tick();
  return {
    groupId: 'prediction.sealing',
    runOnce: pass,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
