// McNemar's test for "do these two predictors differ on the same fixtures?".
import { describe, expect, it } from 'vitest';
import { isSignificant, mcnemarZ } from '../src/domain/mcnemar.ts';

describe('mcnemar', () => {
  it('is undefined without discordant fixtures and never significant then', () => {
    expect(mcnemarZ(0, 0)).toBeNull();
    expect(isSignificant(0, 0)).toBe(false);
  });

  it('needs |z| ≥ 1.96', () => {
    // 30 v 15 discordant: z = 15 / √45 ≈ 2.24.
    expect(mcnemarZ(30, 15)).toBeCloseTo(2.236, 3);
    expect(isSignificant(30, 15)).toBe(true);
    expect(isSignificant(15, 30)).toBe(true);
    // 20 v 12: z ≈ 1.41.
    expect(isSignificant(20, 12)).toBe(false);
  });
});
