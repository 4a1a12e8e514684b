// Production's starting configuration is a measured decision, not a claim: the report is run again on
// the real data (EPL_DATA_DIR or ../shared/data/epl) and the checked-in figures, the pick, and what
// production itself would show must all agree with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '@scoreline/contracts';
import {
  chooseProductionConfiguration,
  MEASURED_CONFIGURATIONS,
  measuredModels,
  measuredRounding,
  outcomeOfScore,
  predictAllWithModel,
  PRODUCTION_CHOICE,
  PRODUCTION_DEFAULT_MODEL,
  PRODUCTION_DEFAULT_ROUNDING_MODE,
  SPECIFICATION_DEFAULT_MODEL,
} from '@scoreline/engine';
import { loadAllMatches } from '../src/epl-loader.ts';
import { buildEngineReport, configurationFigures, DECISION_WINDOW, type EngineReport } from '../src/engine-report.ts';

let matches: ReturnType<typeof loadAllMatches>;
let report: EngineReport;

beforeAll(() => {
  matches = loadAllMatches();
  report = buildEngineReport(matches);
}, 600_000);

describe('production’s starting configuration', () => {
  it('reports every model through every rounding mode with its shown outcome and exact-score accuracy, in both windows', () => {
    for (const window of Object.values(report.windows)) {
      const keys = window.configurations.map((c) => `${c.model}:${c.rounding}`);
      expect(keys).toEqual([
        'six_metric:smart',
        'six_metric:most_probable',
        'dixon_coles:smart',
        'dixon_coles:most_probable',
        'dixon_coles_blend:smart',
        'dixon_coles_blend:most_probable',
      ]);
      for (const c of window.configurations) {
        expect(c.overall.outcome_accuracy).toBe(c.overall.correct_outcomes / c.overall.n);
        expect(c.overall.exact_accuracy).toBe(c.overall.correct_scores / c.overall.n);
      }
    }
  });

  it('has the checked-in figures the report measures today', () => {
    const measured = configurationFigures(report.windows[DECISION_WINDOW]);
    expect(measured.map(({ rps: _rps, ...counts }) => counts)).toEqual(MEASURED_CONFIGURATIONS.map(({ rps: _rps, ...counts }) => counts));
    measured.forEach((row, i) => expect(row.rps).toBeCloseTo(MEASURED_CONFIGURATIONS[i]?.rps ?? Number.NaN, 8));
  });

  it('is the report’s best by RPS, shown through its best rounding', () => {
    const fromReport = chooseProductionConfiguration(configurationFigures(report.windows[DECISION_WINDOW]));
    expect({ model: fromReport.model, rounding: fromReport.rounding }).toEqual({ model: PRODUCTION_CHOICE.model, rounding: PRODUCTION_CHOICE.rounding });
    expect(report.production.chosen).toEqual({ model: PRODUCTION_CHOICE.model, rounding: PRODUCTION_CHOICE.rounding });
    const lowest = Math.min(...report.windows[DECISION_WINDOW].configurations.map((c) => c.overall.rps ?? Infinity));
    expect(fromReport.rps).toBe(lowest);
    expect(PRODUCTION_DEFAULT_MODEL).toEqual(measuredModels()[PRODUCTION_CHOICE.model]);
    expect(PRODUCTION_DEFAULT_ROUNDING_MODE).toBe(PRODUCTION_CHOICE.rounding);
    // Today that is the blend through most-probable rounding, never the original pair.
    expect(PRODUCTION_DEFAULT_MODEL).not.toEqual(SPECIFICATION_DEFAULT_MODEL);
    expect(SPECIFICATION_DEFAULT_MODEL).toEqual({ family: 'six_metric', weights: DEFAULT_WEIGHTS });
  });

  it('shows, as production computes it, the report’s figures and at least 50 % right outcomes on 2022-26', () => {
    const seasons = ['2022-23', '2023-24', '2024-25', '2025-26'];
    const from = matches.find((m) => m.season === '2022-23')?.kickoff ?? '';
    const played = new Map(matches.filter((m) => seasons.includes(m.season) && m.home_goals != null).map((m) => [m.id, m]));
    const predictions = predictAllWithModel(matches, PRODUCTION_DEFAULT_MODEL, measuredRounding(PRODUCTION_DEFAULT_ROUNDING_MODE), { from }).filter((p) => played.has(p.fixture_id));
    const right = predictions.filter((p) => {
      const m = played.get(p.fixture_id);
      return m && p.predicted_outcome === outcomeOfScore(m.home_goals ?? 0, m.away_goals ?? 0);
    }).length;
    const row = report.windows['2022-26'].configurations.find((c) => c.model === PRODUCTION_CHOICE.model && c.rounding === PRODUCTION_CHOICE.rounding);
    expect(predictions).toHaveLength(played.size);
    expect(right).toBe(row?.overall.correct_outcomes);
    expect(right / predictions.length).toBeGreaterThanOrEqual(0.5);
    // Coherent: every shown outcome is the most probable of its three.
    for (const p of predictions) {
      const shown = p.predicted_outcome === 'home_win' ? p.prob_home_win : p.predicted_outcome === 'draw' ? p.prob_draw : p.prob_away_win;
      expect(shown).toBe(Math.max(p.prob_home_win, p.prob_draw, p.prob_away_win));
    }
  });
});
