import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayProbability } from '../src/index.ts';

describe('displayProbability (docs/product.md §5)', () => {
  it('shows null and undefined as 0', () => {
    expect(displayProbability(null)).toBe('0');
    expect(displayProbability(undefined)).toBe('0');
    expect(displayProbability(Number.NaN)).toBe('0');
  });

  it('shows exactly 0 and exactly 1 as 0 and 100', () => {
    expect(displayProbability(0)).toBe('0');
    expect(displayProbability(1)).toBe('100');
  });

  it('shows a chance above 0 and under 1 percent as <1', () => {
    expect(displayProbability(0.0001)).toBe('<1');
    expect(displayProbability(0.005)).toBe('<1');
    expect(displayProbability(0.00999)).toBe('<1');
  });

  it('shows exactly 1 percent as 1, not <1', () => {
    expect(displayProbability(0.01)).toBe('1');
  });

  it('shows over 99 and under 100 percent as >99', () => {
    expect(displayProbability(0.9901)).toBe('>99');
    expect(displayProbability(0.995)).toBe('>99');
    expect(displayProbability(0.99999)).toBe('>99');
  });

  it('shows exactly 99 percent as 99 despite 0.99 * 100 being 99.00000000000001 in floating point', () => {
    expect(displayProbability(0.99)).toBe('99');
  });

  it('rounds other values to the nearest percent, halves up', () => {
    expect(displayProbability(0.4567)).toBe('46');
    expect(displayProbability(0.4549)).toBe('45');
    expect(displayProbability(0.445)).toBe('45');
    expect(displayProbability(0.07)).toBe('7');
    expect(displayProbability(0.333333)).toBe('33');
    expect(displayProbability(0.015)).toBe('2');
  });

  it('clamps values outside 0-1', () => {
    expect(displayProbability(-0.2)).toBe('0');
    expect(displayProbability(1.3)).toBe('100');
  });

  it('always yields 0, <1, >99 or an integer 1-100 string', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const s = displayProbability(p);
        if (s === '<1' || s === '>99') return true;
        const n = Number(s);
        return Number.isInteger(n) && n >= 0 && n <= 100 && (n !== 0 || p === 0) && (n !== 100 || p === 1);
      }),
    );
  });
});
