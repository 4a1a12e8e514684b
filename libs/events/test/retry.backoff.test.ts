// Handler retries wait exponentially longer, within bounds, and stop waiting when the
// subscription stops.
import { describe, expect, it } from 'vitest';
import { backoffDelay, sleep } from '../src/backoff.ts';

const policy = { attempts: 6, initialDelayMs: 100, maxDelayMs: 1000 };

describe('retry backoff', () => {
  it('doubles the step after each attempt up to the maximum, drawing between half and all of it', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(policy, attempt, () => 1))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(policy, attempt, () => 0))).toEqual([
      50, 100, 200, 400, 500,
    ]);
  });

  it('ends a wait early when aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const waited = sleep(10_000, controller.signal);
    controller.abort();
    expect(await waited).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await sleep(1, new AbortController().signal)).toBe(true);
  });
});
