// The current-gameweek rule shared by the catalog, payment and prediction services: the latest
// season's gameweek of the earliest kick-off still to come, against the clock. Seasons are start
// years (the catalog's form) or labels (payment's and prediction's).
import { describe, expect, it } from 'vitest';
import { currentGameweek, type GameweekFact, hasKickedOff, isAwaitingResult, isOnSale } from '../src/index.ts';

const NOW = new Date('2026-11-27T12:00:00Z');

function fact<S extends string | number>(season: S, gameweek: number, kickoff: string, options: { result?: boolean; status?: string } = {}): GameweekFact<S> {
  const result = options.result ?? false;
  return { season, gameweek, kickoff, has_result: result, status: options.status ?? (result ? 'finished' : 'scheduled') };
}

describe('currentGameweek', () => {
  it('is the gameweek of the earliest kick-off after the clock, whatever the results say', () => {
    // Gameweeks 5 and 6 kicked off but have no result (the provider is late): they are over all the same.
    const facts = [
      fact(2026, 4, '2026-11-07T15:00:00Z', { result: true }),
      fact(2026, 5, '2026-11-14T15:00:00Z'),
      fact(2026, 6, '2026-11-21T15:00:00Z'),
      fact(2026, 7, '2026-11-28T15:00:00Z'),
      fact(2026, 7, '2026-11-29T16:30:00Z'),
      fact(2026, 8, '2026-12-05T15:00:00Z'),
    ];
    expect(currentGameweek(facts, NOW)).toEqual({ season: 2026, gameweek: 7, on_sale: 2 });
    expect(currentGameweek(facts.map((f) => ({ ...f, season: '2026-27' })), NOW)).toEqual({ season: '2026-27', gameweek: 7, on_sale: 2 });
  });

  it('keeps a gameweek in progress on sale for its remaining matches only', () => {
    const facts = [fact(2026, 7, '2026-11-28T12:30:00Z'), fact(2026, 7, '2026-11-28T15:00:00Z'), fact(2026, 7, '2026-11-29T16:30:00Z'), fact(2026, 8, '2026-12-05T15:00:00Z')];
    expect(currentGameweek(facts, new Date('2026-11-28T13:00:00Z'))).toEqual({ season: 2026, gameweek: 7, on_sale: 2 });
    // At the last kick-off it is no longer on sale: a kick-off at the clock's instant has happened.
    expect(currentGameweek(facts, new Date('2026-11-29T16:30:00Z'))).toEqual({ season: 2026, gameweek: 8, on_sale: 1 });
  });

  it('brings a gameweek spread over two weekends back after the gameweek played between them', () => {
    const facts = [
      fact(2026, 12, '2026-11-28T15:00:00Z'),
      fact(2026, 12, '2026-12-05T15:00:00Z'),
      fact(2026, 13, '2026-12-02T19:45:00Z'),
      fact(2026, 14, '2026-12-06T14:00:00Z'),
    ];
    expect(currentGameweek(facts, NOW)?.gameweek).toBe(12);
    expect(currentGameweek(facts, new Date('2026-11-29T12:00:00Z'))).toEqual({ season: 2026, gameweek: 13, on_sale: 1 });
    expect(currentGameweek(facts, new Date('2026-12-03T12:00:00Z'))).toEqual({ season: 2026, gameweek: 12, on_sale: 1 });
    expect(currentGameweek(facts, new Date('2026-12-05T16:00:00Z'))).toEqual({ season: 2026, gameweek: 14, on_sale: 1 });
  });

  it('takes a postponed match off sale until it has a new date, then sells it at that date', () => {
    const postponed = [fact(2026, 9, '2026-11-28T15:00:00Z', { status: 'postponed' }), fact(2026, 10, '2026-12-05T15:00:00Z')];
    expect(currentGameweek(postponed, NOW)).toEqual({ season: 2026, gameweek: 10, on_sale: 1 });
    const rescheduled = [fact(2026, 9, '2026-12-09T19:45:00Z'), fact(2026, 10, '2026-12-05T15:00:00Z'), fact(2026, 11, '2026-12-12T15:00:00Z')];
    expect(currentGameweek(rescheduled, NOW)?.gameweek).toBe(10);
    expect(currentGameweek(rescheduled, new Date('2026-12-06T12:00:00Z'))).toEqual({ season: 2026, gameweek: 9, on_sale: 1 });
    expect(currentGameweek([fact(2026, 9, '2026-12-09T19:45:00Z', { status: 'cancelled' }), fact(2026, 10, '2026-12-12T15:00:00Z')], NOW)?.gameweek).toBe(10);
  });

  it('breaks a tie of kick-offs by the lower gameweek', () => {
    expect(currentGameweek([fact(2026, 14, '2026-12-12T15:00:00Z'), fact(2026, 13, '2026-12-12T15:00:00Z')], NOW)).toEqual({ season: 2026, gameweek: 13, on_sale: 1 });
  });

  it('ignores older seasons even when they still have fixtures to come', () => {
    expect(currentGameweek([fact(2025, 30, '2026-12-01T15:00:00Z'), fact(2026, 2, '2026-12-05T15:00:00Z')], NOW)?.season).toBe(2026);
    expect(currentGameweek([fact('2026-27', 2, '2026-12-05T15:00:00Z'), fact('2025-26', 30, '2026-12-01T15:00:00Z')], NOW)).toEqual({ season: '2026-27', gameweek: 2, on_sale: 1 });
  });

  it('stays on the last gameweek of a finished season with nothing on sale', () => {
    expect(currentGameweek([fact(2025, 37, '2026-05-17T15:00:00Z', { result: true }), fact(2025, 38, '2026-05-24T15:00:00Z', { result: true })], NOW)).toEqual({
      season: 2025,
      gameweek: 38,
      on_sale: 0,
    });
  });

  it('is null without fixtures', () => {
    expect(currentGameweek([], NOW)).toBeNull();
  });

  it('rejects a season that is neither a label nor a start year', () => {
    expect(() => currentGameweek([fact('2025/26', 1, '2026-12-05T15:00:00Z')], NOW)).toThrow(/not a season/);
  });
});

describe('fixture facts against the clock', () => {
  it('a fixture is on sale until its kick-off and has kicked off from then on, unless postponed or cancelled', () => {
    const kickoff = '2026-11-28T15:00:00Z';
    expect(isOnSale(fact(2026, 1, kickoff), new Date('2026-11-28T14:59:59Z'))).toBe(true);
    expect(isOnSale(fact(2026, 1, kickoff), new Date(kickoff))).toBe(false);
    expect(hasKickedOff(fact(2026, 1, kickoff), new Date(kickoff))).toBe(true);
    expect(hasKickedOff(fact(2026, 1, kickoff), new Date('2026-11-28T14:59:59Z'))).toBe(false);
    for (const status of ['postponed', 'cancelled']) {
      expect(isOnSale(fact(2026, 1, kickoff, { status }), NOW)).toBe(false);
      expect(hasKickedOff(fact(2026, 1, kickoff, { status }), new Date('2026-12-01T00:00:00Z'))).toBe(false);
    }
  });

  it('a fixture awaits its result unless it has one or was postponed or cancelled', () => {
    expect(isAwaitingResult({ status: 'scheduled', has_result: false })).toBe(true);
    expect(isAwaitingResult({ status: 'in_play', has_result: false })).toBe(true);
    expect(isAwaitingResult({ status: 'finished', has_result: true })).toBe(false);
    expect(isAwaitingResult({ status: 'postponed', has_result: false })).toBe(false);
    expect(isAwaitingResult({ status: 'cancelled', has_result: false })).toBe(false);
  });
});
