// The recalculation worker's coalescing: every request is answered by a run that began after it
// was made, requests during a run share the next one, and a failed run rejects exactly its own.
import { describe, expect, it } from 'vitest';
import { createRequestCoalescer } from '../src/domain/request-coalescer.ts';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('request coalescer', () => {
  it('runs once per request when requests do not overlap', async () => {
    const runs: string[][] = [];
    const coalescer = createRequestCoalescer(async (requests: readonly string[]) => {
      runs.push([...requests]);
      return runs.length;
    });
    expect(await coalescer.submit('a')).toBe(1);
    expect(await coalescer.submit('b')).toBe(2);
    expect(runs).toEqual([['a'], ['b']]);
  });

  it('answers every request made during a run with one more run that takes them all', async () => {
    const first = gate();
    const runs: string[][] = [];
    const coalescer = createRequestCoalescer(async (requests: readonly string[]) => {
      runs.push([...requests]);
      if (runs.length === 1) await first.opened;
      return runs.length;
    });
    const a = coalescer.submit('a');
    const later = ['b', 'c', 'd'].map((r) => coalescer.submit(r));
    first.open();
    expect(await a).toBe(1);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(runs).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it("rejects the requests of a failed run with its error and still runs the ones that came after", async () => {
    const first = gate();
    let calls = 0;
    const coalescer = createRequestCoalescer(async (requests: readonly string[]) => {
      calls += 1;
      if (calls === 1) {
        await first.opened;
        throw new Error(`store down during ${requests.join(',')}`);
      }
      return requests.join(',');
    });
    const failed = coalescer.submit('a');
    const next = coalescer.submit('b');
    first.open();
    await expect(failed).rejects.toThrow('store down during a');
    expect(await next).toBe('b');
  });
});
