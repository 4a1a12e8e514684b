// The in-memory answer of GET /api/fixtures/gameweek/current: computed once, shared by concurrent
// requests, dropped on invalidation, refreshed in the background once stale after its TTL, and
// dropped (never served stale) once the product's clock passes a kick-off or a result falls due.
import { manualClock } from '@scoreline/service-kit';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../src/domain/fixture.ts';
import { fixtureOf } from './support/fixture-of.ts';
import type { FixturesRepository } from '../src/repositories/fixtures-repository.ts';
import type { PredictionSummary, PredictionsRepository } from '../src/repositories/predictions-repository.ts';
import { createCurrentGameweekQuery } from '../src/use-cases/create-current-gameweek-query.ts';

const fixture = (id: number, gameweek: number, goals: number | null, kickoff: string): Fixture =>
  fixtureOf({ id, season: '2026-27', gameweek, kickoff, goals });

function fakeStore() {
  const fixtures = [
    fixture(1, 1, 1, '2026-08-22T14:00:00.000Z'),
    fixture(3, 2, null, '2026-08-30T15:00:00.000Z'),
    fixture(2, 2, null, '2026-08-29T14:00:00.000Z'),
  ];
  const predictions = new Map<number, PredictionSummary>();
  let reads = 0;
  const fixturesRepository = {
    async latestSeasonYear() {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return 2026;
    },
    async findFacts() {
      return fixtures;
    },
    async findGameweek(_season: number, gameweek: number) {
      return fixtures.filter((f) => f.gameweek === gameweek);
    },
  } as unknown as FixturesRepository;
  const predictionsRepository = {
    async findByFixtureIds(ids: readonly number[]) {
      return new Map(ids.flatMap((id) => (predictions.has(id) ? [[id, predictions.get(id)!] as const] : [])));
    },
  } as unknown as PredictionsRepository;
  return {
    fixtures: fixturesRepository,
    predictions: predictionsRepository,
    // The product's clock: gameweek 1 is played, gameweek 2 is to come.
    clock: manualClock('2026-08-25T12:00:00Z'),
    predictionMap: predictions,
    reads: () => reads,
  };
}

describe('current gameweek cache', () => {
  it('computes the answer once for concurrent requests and serves the same body until the TTL', async () => {
    const store = fakeStore();
    let clock = 0;
    const query = createCurrentGameweekQuery(store, { ttlMs: 1000, now: () => clock });
    const answers = await Promise.all(Array.from({ length: 50 }, () => query.get()));
    expect(store.reads()).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(JSON.parse(answers[0]!.body)).toEqual(answers[0]!.value);
    expect(answers[0]!.value.gameweek_info).toEqual({ current_gameweek: 2, season: '2026-27' });
    expect(answers[0]!.value.fixtures.map((f) => f.fixture_id)).toEqual([2, 3]);
    clock = 999;
    await query.get();
    expect(store.reads()).toBe(1);
    clock = 1000;
    // Stale: the old answer at once, one background recomputation for any number of requests.
    const stale = await Promise.all(Array.from({ length: 20 }, () => query.get()));
    expect(stale.every((a) => a === answers[0])).toBe(true);
    expect(store.reads()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const refreshed = await query.get();
    expect(refreshed).not.toBe(answers[0]);
    expect(refreshed.body).toBe(answers[0]!.body);
    expect(store.reads()).toBe(2);
  });

  it('keeps serving the stale answer when a background refresh fails, and retries on the next request', async () => {
    const store = fakeStore();
    let clock = 0;
    const query = createCurrentGameweekQuery(store, { ttlMs: 1000, now: () => clock });
    const first = await query.get();
    const latest = store.fixtures.latestSeasonYear.bind(store.fixtures);
    let failures = 1;
    store.fixtures.latestSeasonYear = async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('store unavailable');
      }
      return latest();
    };
    clock = 5000;
    expect(await query.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await query.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const recovered = await query.get();
    expect(recovered).not.toBe(first);
    expect(recovered.body).toBe(first.body);
  });

  it('recomputes after an invalidation, and never caches an answer computed before it', async () => {
    const store = fakeStore();
    // The first computation reads the predictions, then stalls until the test lets it finish.
    let release: () => void = () => undefined;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const read = store.predictions.findByFixtureIds.bind(store.predictions);
    let calls = 0;
    store.predictions.findByFixtureIds = async (ids) => {
      const answer = await read(ids);
      calls += 1;
      if (calls === 1) await stalled;
      return answer;
    };
    const query = createCurrentGameweekQuery(store, { ttlMs: 60_000, now: () => 0 });
    const stale = query.get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.predictionMap.set(2, {
      fixture_id: 2,
      season: '2026-27',
      predicted_outcome: 'draw',
      has_prediction: true,
    });
    query.invalidate();
    release();
    expect((await stale).value.fixtures[0]!.has_prediction).toBe(false);
    const fresh = await query.get();
    expect(fresh.value.fixtures[0]).toMatchObject({
      fixture_id: 2,
      predicted_outcome: 'draw',
      has_prediction: true,
    });
    expect(store.reads()).toBe(2);
    expect(await query.get()).toBe(fresh);
  });

  it('takes a fixture off the answer at its kick-off and says when a result is overdue, within the TTL', async () => {
    const store = fakeStore();
    const query = createCurrentGameweekQuery(store, { ttlMs: 60_000, now: () => 0 });
    const before = await query.get();
    expect(before.value.fixtures.map((f) => f.fixture_id)).toEqual([2, 3]);
    expect(before.value.staleness).toBeNull();
    expect(await query.get()).toBe(before);
    store.clock.set('2026-08-29T14:00:00Z');
    const started = await query.get();
    expect(started.value.gameweek_info).toEqual({ current_gameweek: 2, season: '2026-27' });
    expect(started.value.fixtures.map((f) => f.fixture_id)).toEqual([3]);
    expect(started.value.staleness).toBeNull();
    // Three hours after kick-off fixture 2 has no result: the answer says the results are stale.
    store.clock.set('2026-08-29T17:00:00.001Z');
    const stale = await query.get();
    expect(stale.value.staleness).toEqual({ season: '2026-27', overdue_matches: 1, last_result_at: '2026-08-22T14:00:00.000Z', results_up_to_gameweek: 1 });
    // Every match kicked off: the season's last gameweek stays current with nothing on sale.
    store.clock.set('2026-08-30T15:00:00Z');
    const over = await query.get();
    expect(over.value.fixtures).toEqual([]);
    expect(over.value.gameweek_info).toEqual({ current_gameweek: 2, season: '2026-27' });
    expect(store.reads()).toBe(4);
  });

  it('never shows an outcome without a prediction', async () => {
    const store = fakeStore();
    store.predictionMap.set(3, {
      fixture_id: 3,
      season: '2026-27',
      predicted_outcome: null,
      has_prediction: true,
    });
    const query = createCurrentGameweekQuery(store);
    const { value } = await query.get();
    expect(value.fixtures.find((f) => f.fixture_id === 3)).toMatchObject({
      predicted_outcome: null,
      has_prediction: false,
    });
  });
});
