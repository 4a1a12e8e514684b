// The admin panel's progressive backtest: the production weights and rounding, walk-forward over a
// span of seasons and gameweeks, stored so that "Load Results" shows the latest with the accuracy
// of each gameweek and the running accuracy the panel draws as a curve.
import type {
  BacktestGameweek,
  ProgressiveBacktestDetailed,
  ProgressiveBacktestRequest,
  ProgressiveBacktestResult,
} from '@scoreline/contracts';
import { EmptyScopeError, percent } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import { bySeasonKey, seasonKey } from '../domain/season.ts';
import type { Clock, EvaluationCache, IdFactory, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export interface BacktestDeps extends Pick<
  Repositories,
  'fixtures' | 'weightSets' | 'roundingConfigs' | 'backtestRuns'
> {
  evaluation: EvaluationCache;
  clock: Clock;
  newId: IdFactory;
}

export async function runProgressiveBacktest(
  range: ProgressiveBacktestRequest,
  deps: BacktestDeps,
): Promise<ProgressiveBacktestResult> {
  const [evaluation, production] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    productionSettings(deps),
  ]);
  let result;
  try {
    result = await evaluation.progressiveBacktest({
      model: production.weights.model,
      rounding: production.rounding,
      range,
      include_predictions: true,
    });
  } catch (error) {
    if (error instanceof EmptyScopeError) {
      throw AppError.conflict(
        `No played fixtures from ${range.start_season} GW${range.start_gameweek} to ${range.end_season} GW${range.end_gameweek}: refresh those seasons first`,
      );
    }
    throw error;
  }
  const by_gameweek: BacktestGameweek[] = [];
  const running = { total: 0, outcome: 0, score: 0 };
  // Predictions come in kick-off order; a gameweek is a (season, label) pair, in order of its first kick-off.
  const weeks = new Map<string, BacktestGameweek>();
  for (const p of result.predictions ?? []) {
    const key = `${p.season}#${p.gameweek}`;
    let week = weeks.get(key);
    if (!week) {
      week = {
        season: Number(seasonKey(p.season)),
        gameweek: p.gameweek,
        total: 0,
        outcome_correct: 0,
        score_correct: 0,
        outcome_accuracy: 0,
        score_accuracy: 0,
        cumulative_outcome_accuracy: 0,
        cumulative_score_accuracy: 0,
      };
      weeks.set(key, week);
      by_gameweek.push(week);
    }
    week.total += 1;
    if (p.outcome_correct) week.outcome_correct += 1;
    if (p.score_correct) week.score_correct += 1;
  }
  // Gameweek labels are not monotonic in date (postponements), so the curve is drawn in label order.
  by_gameweek.sort((a, b) => a.season - b.season || a.gameweek - b.gameweek);
  for (const week of by_gameweek) {
    running.total += week.total;
    running.outcome += week.outcome_correct;
    running.score += week.score_correct;
    week.outcome_accuracy = percent(week.outcome_correct, week.total);
    week.score_accuracy = percent(week.score_correct, week.total);
    week.cumulative_outcome_accuracy = percent(running.outcome, running.total);
    week.cumulative_score_accuracy = percent(running.score, running.total);
  }
  const detailed: ProgressiveBacktestDetailed = {
    id: deps.newId('bt'),
    range,
    weights: production.weights.weights,
    rounding: production.rounding_parameters,
    rounding_mode: production.rounding_mode,
    total_fixtures: result.total_fixtures,
    correct_outcomes: result.correct_outcomes,
    correct_scores: result.correct_scores,
    outcome_accuracy: result.outcome_accuracy,
    score_accuracy: result.score_accuracy,
    weeks_tested: result.weeks_tested,
    rps: result.rps,
    by_season: bySeasonKey(
      Object.fromEntries(
        Object.entries(result.by_season).map(([season, s]) => [
          season,
          {
            accuracy: s.outcome_accuracy,
            score_accuracy: s.score_accuracy,
            total_fixtures: s.total_fixtures,
          },
        ]),
      ),
    ),
    run_at: deps.clock().toISOString(),
    by_gameweek,
  };
  await deps.backtestRuns.save(detailed);
  const { by_gameweek: _weeks, ...summary } = detailed;
  return summary;
}
