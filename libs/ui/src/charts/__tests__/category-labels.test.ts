// A bar chart's labels along the bottom on a phone: whole, never cut to '202…'. A one-word label
// may break after its dashes; a chart whose labels cannot fit at all is given a width to scroll at.
import { describe, expect, it } from 'vitest';
import { categoryChartMinWidth, categoryTickText, VALUE_AXIS_ALLOWANCE_PX } from '../axis-style.ts';

describe('category tick labels', () => {
  it('break a one-word label after its dashes only where it does not fit', () => {
    expect(categoryTickText('2022-23', 40)).toBe('2022- 23');
    expect(categoryTickText('0%–10%', 30)).toBe('0%– 10%');
    expect(categoryTickText('2022-23', 120)).toBe('2022-23');
  });

  it('leave a label of several words to wrap at its spaces', () => {
    expect(categoryTickText('Mid season (GW11-28)', 40)).toBe('Mid season (GW11-28)');
    expect(categoryTickText('Draw', 10)).toBe('Draw');
  });
});

describe('a bar chart\'s narrowest legible width', () => {
  it('gives each category room for the longest piece of any label, beside the value axis', () => {
    const seasons = ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'];
    // '2022-' is the longest piece: five categories fit a phone's 316 px card.
    expect(categoryChartMinWidth(seasons)).toBeLessThanOrEqual(316);
    const withRanges = [...seasons, 'Early season (GW1-10)', 'Mid season (GW11-28)', 'Late season (GW29-38)'];
    // '(GW11-28)' stays whole: eight such categories need more than a phone and scroll there.
    expect(categoryChartMinWidth(withRanges)).toBeGreaterThan(316);
    expect(categoryChartMinWidth(withRanges)).toBeGreaterThan(categoryChartMinWidth(seasons));
    expect(categoryChartMinWidth([])).toBe(VALUE_AXIS_ALLOWANCE_PX);
  });
});
