// Most-probable rounding: the shown outcome is the most probable one, and the shown score the most
// probable score within it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRounding, mostProbableRound, outcomeOfScore, scoreGrid, scoreProbabilities } from '../src/index.ts';

describe('most-probable rounding', () => {
  it('never shows a draw the model rates below a win (the 40/23/36 case smart rounding shows as 2-2)', () => {
    // 1.75 v 1.62 expected goals: smart rounding's 0.25 draw threshold calls it a draw.
    const p = scoreProbabilities(1.75, 1.62);
    expect(p.home_win).toBeGreaterThan(p.draw);
    expect(applyRounding(1.75, 1.62, { draw_threshold: 0.25, clear_advantage_threshold: 0.4, clear_advantage_adjustment: 0.3, small_advantage_adjustment: 0, home_bias_enabled: false, home_bias_amount: 0.1 }).predicted_outcome).toBe('draw');
    const shown = applyRounding(1.75, 1.62, 'most_probable');
    expect(shown).toEqual({ predicted_outcome: 'home_win', display_home_goals: 2, display_away_goals: 1 });
  });

  it('shows the most probable outcome and the best score within it, for any rates and ρ', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 4, noNaN: true }), fc.double({ min: 0.05, max: 4, noNaN: true }), fc.double({ min: -0.2, max: 0.05, noNaN: true }), (h, a, rho) => {
        const shown = mostProbableRound(h, a, { rho });
        const p = scoreProbabilities(h, a, { dixon_coles_rho: rho });
        const top = Math.max(p.home_win, p.draw, p.away_win);
        const chosen = shown.predicted_outcome === 'home_win' ? p.home_win : shown.predicted_outcome === 'draw' ? p.draw : p.away_win;
        expect(chosen).toBeCloseTo(top, 12);
        expect(outcomeOfScore(shown.display_home_goals, shown.display_away_goals)).toBe(shown.predicted_outcome);
        const grid = scoreGrid(h, a, { dixon_coles_rho: rho }).probabilities;
        const cell = grid[shown.display_home_goals]?.[shown.display_away_goals] ?? 0;
        grid.forEach((row, i) =>
          row.forEach((q, j) => {
            if (outcomeOfScore(i, j) === shown.predicted_outcome) expect(q).toBeLessThanOrEqual(cell + 1e-15);
          }),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('follows the probabilities it is given (a blend) over the grid', () => {
    const shown = mostProbableRound(1.4, 1.0, { probabilities: { home: 0.3, draw: 0.4, away: 0.3 } });
    expect(shown.predicted_outcome).toBe('draw');
    expect(shown.display_home_goals).toBe(shown.display_away_goals);
  });
});
