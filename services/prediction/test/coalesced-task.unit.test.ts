// The track record's rebuilds (after a recalculation, a grade, a seal): requests during a run
// coalesce into exactly one more run, so the last run always starts after the last request, and a
// requester that waits is answered only by a run that began after it asked.
import { describe, expect, it } from 'vitest';
import { createCoalescedTask } from '../src/domain/coalesced-task.ts';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('coalesced task', () => {
  it('runs once per request when requests do not overlap', async () => {
    let runs = 0;
    const task = createCoalescedTask(async () => {
      runs += 1;
    }, () => undefined);
    expect(await task.request()).toBe(true);
    expect(await task.request()).toBe(true);
    expect(runs).toBe(2);
  });

  it('turns any number of requests during a run into exactly one more run, started after them', async () => {
    const first = gate();
    const starts: number[] = [];
    let requests = 0;
    const task = createCoalescedTask(async () => {
      starts.push(requests);
      if (starts.length === 1) await first.opened;
    }, () => undefined);
    requests += 1;
    void task.request();
    for (let i = 0; i < 3; i += 1) {
      requests += 1;
      void task.request();
    }
    first.open();
    await task.idle();
    // The second run began after all four requests had been made.
    expect(starts).toEqual([1, 4]);
  });

  it('answers a request made during a run only when the run after it has finished', async () => {
    const gates = [gate(), gate()];
    const finished: string[] = [];
    let runs = 0;
    const task = createCoalescedTask(async () => {
      runs += 1;
      const run = runs;
      await gates[run - 1]?.opened;
      finished.push(`run ${run}`);
    }, () => undefined);
    const early = task.request().then((ok) => finished.push(`early answered ${ok}`));
    const late = task.request().then((ok) => finished.push(`late answered ${ok}`));
    gates[0]!.open();
    await early;
    // The early request is answered by the run it started; the late one, made while that run was
    // reading, is still waiting for the run after it (a stale read can never be the last word).
    expect(finished).toEqual(['run 1', 'early answered true']);
    gates[1]!.open();
    await late;
    expect(finished).toEqual(['run 1', 'early answered true', 'run 2', 'late answered true']);
  });

  it('hands a failed run to onError and runs again on the next request', async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const task = createCoalescedTask(async () => {
      runs += 1;
      if (runs === 1) throw new Error('store unavailable');
    }, (error) => errors.push(error));
    expect(await task.request()).toBe(false);
    expect(errors.map(String)).toEqual(['Error: store unavailable']);
    expect(await task.request()).toBe(true);
    await task.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
