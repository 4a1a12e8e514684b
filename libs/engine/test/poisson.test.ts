import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dixonColesTau, outcomeProbabilities, poissonPmf, POISSON_TAIL, scoreGrid, scoreProbabilities, validDixonColesRho } from '../src/index.ts';

const rate = fc.double({ min: 0, max: 6, noNaN: true });

describe('poissonPmf', () => {
  it('stops once the tail is negligible and matches the Poisson formula', () => {
    const pmf = poissonPmf(1.5);
    const total = pmf.reduce((s, p) => s + p, 0);
    expect(1 - total).toBeLessThan(POISSON_TAIL);
    expect(pmf[0]).toBeCloseTo(Math.exp(-1.5), 15);
    expect(pmf[2]).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 15);
  });

  it('puts all mass on 0 goals for a rate of 0 and rejects negative or infinite rates', () => {
    expect(poissonPmf(0)).toEqual([1]);
    expect(() => poissonPmf(-0.1)).toThrow();
    expect(() => poissonPmf(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('outcome probabilities', () => {
  it('lie in [0, 1] and sum to 1 for any rates, with or without Dixon–Coles', () => {
    fc.assert(
      fc.property(rate, rate, fc.double({ min: -0.2, max: 0.2, noNaN: true }), (l, m, rho) => {
        const r = validDixonColesRho(rho, l, m) ? rho : 0;
        for (const p of [outcomeProbabilities(l, m), outcomeProbabilities(l, m, { dixon_coles_rho: r }), scoreProbabilities(l, m)]) {
          const all = [p.home_win, p.draw, p.away_win];
          if (!all.every((q) => q >= 0 && q <= 1)) return false;
          if (Math.abs(all.reduce((s, q) => s + q, 0) - 1) > 1e-12) return false;
        }
        return true;
      }),
    );
  });

  it('never lowers P(home win) when home expected goals rise', () => {
    fc.assert(
      fc.property(rate, rate, fc.double({ min: 0, max: 3, noNaN: true }), (l, m, extra) => {
        return outcomeProbabilities(l + extra, m).home_win >= outcomeProbabilities(l, m).home_win - 1e-12;
      }),
    );
  });

  it('agree between the O(n) path and the full grid', () => {
    fc.assert(
      fc.property(rate, rate, (l, m) => {
        const a = outcomeProbabilities(l, m, { dixon_coles_rho: validDixonColesRho(-0.1, l, m) ? -0.1 : 0 });
        const b = scoreProbabilities(l, m, { dixon_coles_rho: validDixonColesRho(-0.1, l, m) ? -0.1 : 0 });
        return Math.abs(a.home_win - b.home_win) < 1e-12 && Math.abs(a.draw - b.draw) < 1e-12 && Math.abs(a.away_win - b.away_win) < 1e-12;
      }),
    );
  });

  it('is symmetric when the rates are swapped', () => {
    const a = outcomeProbabilities(1.7, 0.9);
    const b = outcomeProbabilities(0.9, 1.7);
    expect(a.home_win).toBeCloseTo(b.away_win, 14);
    expect(a.draw).toBeCloseTo(b.draw, 14);
  });

  it('finds the most probable exact score', () => {
    expect(scoreProbabilities(1.885417, 0.822917).most_likely_score).toMatchObject({ home: 1, away: 0 });
    expect(scoreProbabilities(0.2, 0.2).most_likely_score).toMatchObject({ home: 0, away: 0 });
    expect(scoreProbabilities(3.6, 0.4).most_likely_score).toMatchObject({ home: 3, away: 0 });
  });
});

describe('Dixon–Coles correction', () => {
  it('leaves total mass unchanged and moves probability to 0-0 and 1-1 for negative rho', () => {
    const plain = scoreGrid(1.4, 1.1).probabilities;
    const dc = scoreGrid(1.4, 1.1, { dixon_coles_rho: -0.1 }).probabilities;
    const sum = (g: number[][]) => g.flat().reduce((s, p) => s + p, 0);
    expect(sum(dc)).toBeCloseTo(1, 12);
    expect(dc[0]?.[0]).toBeGreaterThan(plain[0]?.[0] ?? 1);
    expect(dc[1]?.[1]).toBeGreaterThan(plain[1]?.[1] ?? 1);
    expect(dc[1]?.[0]).toBeLessThan(plain[1]?.[0] ?? 0);
    expect(dc[2]?.[2]).toBeCloseTo(plain[2]?.[2] ?? 0, 15);
  });

  it('uses the published tau factors', () => {
    expect(dixonColesTau(0, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 + 0.18, 12);
    expect(dixonColesTau(0, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.15, 12);
    expect(dixonColesTau(1, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 - 0.12, 12);
    expect(dixonColesTau(1, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1.1, 12);
    expect(dixonColesTau(2, 1, 1.5, 1.2, -0.1)).toBe(1);
  });

  it('rejects a rho that would make a probability negative', () => {
    expect(validDixonColesRho(-1, 2, 2)).toBe(false);
    expect(() => outcomeProbabilities(2, 2, { dixon_coles_rho: -1 })).toThrow(/negative/);
    expect(() => scoreGrid(2, 2, { dixon_coles_rho: -1 })).toThrow(/negative/);
  });
});
