// The per-data-version cache of the public diagnostics (docs/engineering.md, "Public diagnostics
// per data version"): one computation per version for any number of calls, concurrent ones
// included; a new version recomputes; a failure and a stale reader's answer are never kept; the
// keys of one version are bounded.
import { describe, expect, it } from 'vitest';
import { createVersionedCache } from '../src/versioned-cache.ts';

function counted<T>(value: () => T) {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value();
    },
    calls: () => calls,
  };
}

describe('createVersionedCache', () => {
  it('computes once per version, shares the computation with concurrent callers, and recomputes after the version moves', async () => {
    let version = 1;
    let data = 'first';
    const cache = createVersionedCache({ version: async () => version });
    const source = counted(() => data);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', source.compute)));
    expect(new Set(answers)).toEqual(new Set(['first']));
    expect(source.calls()).toBe(1);
    expect(await cache.get('k', source.compute)).toBe('first');
    expect(source.calls()).toBe(1);

    data = 'second';
    version = 2;
    expect(await cache.get('k', source.compute)).toBe('second');
    expect(source.calls()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = createVersionedCache({ version: async () => 1 });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('does not keep a failure: the next call computes again', async () => {
    const cache = createVersionedCache({ version: async () => 1 });
    await expect(cache.get('k', async () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('answers a caller that read an older version without keeping its answer', async () => {
    const versions = [2, 1, 2];
    const cache = createVersionedCache({ version: async () => versions.shift() ?? 2 });
    expect(await cache.get('k', async () => 'at 2')).toBe('at 2');
    expect(await cache.get('k', async () => 'at 1')).toBe('at 1');
    expect(await cache.get('k', async () => 'not used')).toBe('at 2');
  });

  it('drops the oldest key past maxEntries', async () => {
    const cache = createVersionedCache({ version: async () => 1, maxEntries: 2 });
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(await cache.get('a', async () => 'A again')).toBe('A again');
    expect(await cache.get('c', async () => 'not used')).toBe('C');
  });

  it('fails the call when the version cannot be read (the store is down), computing nothing', async () => {
    const source = counted(() => 'x');
    const cache = createVersionedCache({ version: async () => Promise.reject(new Error('no store')) });
    await expect(cache.get('k', source.compute)).rejects.toThrow('no store');
    expect(source.calls()).toBe(0);
  });
});
