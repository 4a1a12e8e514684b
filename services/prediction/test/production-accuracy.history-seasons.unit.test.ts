// The production accuracy breakdown counts only what the service predicts: the history seasons
// before 2022-23 train the models and are never predicted (docs/product.md, "Where we differ"), so
// they are neither judged nor reported as finished fixtures without a stored prediction.
import { describe, expect, it } from 'vitest';
import type { FixtureView } from '../src/domain/fixture.ts';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { getProductionAccuracyBreakdown } from '../src/use-cases/get-production-accuracy-breakdown.ts';
import type { Repositories } from '../src/use-cases/ports.ts';

const fixture = (id: number, season: string, kickoff: string, status: FixtureView['status'] = 'finished'): FixtureView => ({
  fixture_id: String(id),
  season,
  gameweek: 1,
  kickoff,
  home_team: `Home ${id}`,
  away_team: `Away ${id}`,
  home_team_id: null,
  away_team_id: null,
  venue: null,
  status,
  home_goals: status === 'finished' ? 2 : null,
  away_goals: status === 'finished' ? 1 : null,
  odds_home: null,
  odds_draw: null,
  odds_away: null,
});

const prediction = (id: number): StoredPrediction => ({
  fixture_id: String(id),
  predicted_home_goals: 1.7,
  predicted_away_goals: 0.9,
  display_home_goals: 2,
  display_away_goals: 1,
  predicted_outcome: 'home_win',
  prob_home_win: 0.55,
  prob_draw: 0.25,
  prob_away_win: 0.2,
  team_metrics_default: false,
  all_metrics_default: false,
});

function deps(fixtures: FixtureView[], predictions: StoredPrediction[]) {
  return {
    fixtures: { findAll: async () => fixtures } as unknown as Repositories['fixtures'],
    predictions: {
      findAll: async () => [{ season: '2024-25', gameweek: 1, predictions }],
    } as unknown as Repositories['predictions'],
  };
}

const issues = (answer: Awaited<ReturnType<typeof getProductionAccuracyBreakdown>>) => answer.diagnosis.map((d) => d.issue);

describe('production accuracy breakdown: what counts as predicted', () => {
  it('leaves the history seasons out of the judged fixtures and of the missing-prediction warning', async () => {
    const history = [fixture(1, '2019-20', '2019-08-10T14:00:00Z'), fixture(2, '2021-22', '2021-08-14T14:00:00Z')];
    const product = [fixture(3, '2024-25', '2024-08-17T14:00:00Z'), fixture(4, '2024-25', '2024-08-18T14:00:00Z')];
    const answer = await getProductionAccuracyBreakdown({ includeMarket: false }, deps([...history, ...product], [prediction(3), prediction(4)]));
    expect(answer.coverage).toEqual({ played_fixtures: 2, with_prediction: 2 });
    expect(issues(answer).some((issue) => issue.includes('have no stored prediction'))).toBe(false);
    expect(Object.keys(answer.by_season)).toEqual(['2024-25']);
  });

  it('still warns about a finished fixture of a product season that has no prediction', async () => {
    const product = [fixture(3, '2024-25', '2024-08-17T14:00:00Z'), fixture(4, '2024-25', '2024-08-18T14:00:00Z')];
    const answer = await getProductionAccuracyBreakdown(
      { includeMarket: false },
      deps([fixture(1, '2020-21', '2020-09-12T14:00:00Z'), ...product], [prediction(3)]),
    );
    expect(answer.coverage).toEqual({ played_fixtures: 2, with_prediction: 1 });
    expect(issues(answer)).toContain('1 finished fixture has no stored prediction');
  });

  it('does not count an unplayed fixture as missing its judgement', async () => {
    const answer = await getProductionAccuracyBreakdown(
      { includeMarket: false },
      deps([fixture(3, '2024-25', '2024-08-17T14:00:00Z'), fixture(5, '2026-27', '2026-12-01T20:00:00Z', 'scheduled')], [prediction(3)]),
    );
    expect(answer.coverage).toEqual({ played_fixtures: 1, with_prediction: 1 });
  });
});
