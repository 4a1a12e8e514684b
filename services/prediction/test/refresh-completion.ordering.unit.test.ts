// A refresh's recalculation is requested once, when the last of its parts arrives, whatever the
// order: fixtures.refreshed may be handled before or after the fixtures.upserted batches (they are
// on two topics), and any of them may be redelivered.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PendingRefresh, RefreshKey, RefreshTrackingRepository } from '../src/repositories/refresh-tracking-repository.ts';
import type { Publisher } from '../src/use-cases/ports.ts';
import { requestRecalculationWhenRefreshComplete } from '../src/use-cases/request-recalculation-when-refresh-complete.ts';

function memoryTracking(): RefreshTrackingRepository {
  const receipts = new Map<string, number>();
  const pending = new Map<string, { expected: number; requested: boolean }>();
  const id = (k: RefreshKey) => `${k.correlationId}|${k.season}`;
  return {
    async addReceipt(key, batch) {
      receipts.set(`${id(key)}|${batch.firstFixtureId}|${batch.fixtures}`, batch.fixtures);
    },
    async receivedFixtures(key) {
      return [...receipts].filter(([k]) => k.startsWith(`${id(key)}|`)).reduce((sum, [, n]) => sum + n, 0);
    },
    async savePending(key, expected) {
      pending.set(id(key), { expected, requested: pending.get(id(key))?.requested ?? false });
    },
    async findPending(key): Promise<PendingRefresh | null> {
      return pending.get(id(key)) ?? null;
    },
    async claimRequest(key) {
      const p = pending.get(id(key));
      if (!p || p.requested) return false;
      p.requested = true;
      return true;
    },
    async releaseRequest(key) {
      const p = pending.get(id(key));
      if (p) p.requested = false;
    },
    async purge() {},
  };
}

function setup(failFirstPublish = false) {
  const tracking = memoryTracking();
  const published: unknown[] = [];
  let failures = failFirstPublish ? 1 : 0;
  const publisher = {
    async publish(topic: string, input: { data: unknown }) {
      if (failures-- > 0) throw new Error('broker down');
      published.push({ topic, ...input });
      return {} as never;
    },
    async publishMany() {
      return [];
    },
  } as unknown as Publisher;
  const deps = {
    fixtures: { seasons: async () => ['2026-27'] } as never,
    refreshTracking: tracking,
    recalculationRuns: { requested: async () => undefined } as never,
    publisher,
    clock: () => new Date(),
    logger: pino({ level: 'silent' }),
  };
  const key = { correlationId: 'refresh-1', season: '2026-27' };
  const batch = (first: string) => tracking.addReceipt(key, { firstFixtureId: first, fixtures: 100 }, new Date());
  const complete = () => requestRecalculationWhenRefreshComplete(key, deps);
  return { tracking, published, key, batch, complete };
}

describe('requestRecalculationWhenRefreshComplete', () => {
  it('waits for the batches when fixtures.refreshed comes first, then requests once', async () => {
    const { tracking, published, key, batch, complete } = setup();
    await tracking.savePending(key, 200, new Date());
    expect(await complete()).toBe(false);
    await batch('1');
    expect(await complete()).toBe(false);
    await batch('101');
    expect(await complete()).toBe(true);
    // A redelivered batch or refreshed event does not ask again.
    await batch('101');
    await tracking.savePending(key, 200, new Date());
    expect(await complete()).toBe(false);
    expect(published).toEqual([
      { topic: 'predictions.recalculation.requested', data: { seasons: ['2026-27'], reason: 'fixtures_refreshed' }, correlationId: 'refresh-1', id: expect.any(String) },
    ]);
  });

  it('requests as soon as fixtures.refreshed arrives after every batch', async () => {
    const { tracking, published, key, batch, complete } = setup();
    await batch('1');
    await batch('101');
    expect(await complete()).toBe(false);
    await tracking.savePending(key, 200, new Date());
    expect(await complete()).toBe(true);
    expect(published).toHaveLength(1);
  });

  it('gives the claim back when the request cannot be published, so the retry requests it', async () => {
    const { tracking, published, key, batch, complete } = setup(true);
    await batch('1');
    await tracking.savePending(key, 100, new Date());
    await expect(complete()).rejects.toThrow(/could not be requested/);
    expect(await complete()).toBe(true);
    expect(published).toHaveLength(1);
  });
});
