// The track record's background rebuild after recalculations: requests during a run coalesce into
// exactly one more run, so the last run always starts after the last request.
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
    task.request();
    await task.idle();
    task.request();
    await task.idle();
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
    task.request();
    for (let i = 0; i < 3; i += 1) {
      requests += 1;
      task.request();
    }
    first.open();
    await task.idle();
    // The second run began after all four requests had been made.
    expect(starts).toEqual([1, 4]);
  });

  it('hands a failed run to onError and runs again on the next request', async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const task = createCoalescedTask(async () => {
      runs += 1;
      if (runs === 1) throw new Error('store unavailable');
    }, (error) => errors.push(error));
    task.request();
    await task.idle();
    expect(errors.map(String)).toEqual(['Error: store unavailable']);
    task.request();
    await task.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
