// Seals, for every fixture that has kicked off since sealing began and is not sealed yet, the
// prediction in production now: its outcome, exact score, probabilities, the model and settings it
// came from and when it last changed. Run on time by the sealing worker at each kick-off, and it
// catches up after downtime (every due fixture not sealed yet is sealed on the next run).
// Idempotent: a sealed record is never rewritten (the repository only inserts).
//
// The first run fixes `live_since`: matches that kicked off before it are the history (backtest),
// because what the site showed for them then is not known.
import { kicksOff } from '@scoreline/engine';
import { byKickoff } from '../domain/fixture.ts';
import type { SealedModel, SealedPrediction, SealedPredictionsRepository } from '../repositories/sealed-predictions-repository.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface SealPredictionsDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  sealed: SealedPredictionsRepository;
  clock: Clock;
  logger: Logger;
}

export interface SealResult {
  sealed: number;
  /** Due fixtures without a prediction in production (nothing to seal; they never count). */
  without_prediction: number;
  /** The next kick-off after now among fixtures still to seal, for the worker's timer. */
  next_kickoff: Date | null;
}

export async function sealPredictions(deps: SealPredictionsDeps): Promise<SealResult> {
  const now = deps.clock();
  const liveSince = await deps.sealed.startLive(now);
  const [fixtures, sealedIds] = await Promise.all([deps.fixtures.findAll(), deps.sealed.sealedIds()]);
  const open = fixtures.filter((f) => kicksOff(f) && !sealedIds.has(f.fixture_id)).sort(byKickoff);
  const due = open.filter((f) => {
    const kickoff = Date.parse(f.kickoff);
    return kickoff >= liveSince.getTime() && kickoff <= now.getTime();
  });
  const next = open.find((f) => Date.parse(f.kickoff) > now.getTime());
  const result: SealResult = { sealed: 0, without_prediction: 0, next_kickoff: next ? new Date(next.kickoff) : null };
  if (due.length === 0) return result;

  const settings = await deps.settings.get();
  const model: SealedModel = {
    family: settings.model.family,
    configuration: settings.model,
    weights: settings.weights,
    rounding: settings.rounding,
    rounding_mode: settings.rounding_mode,
    weights_source: settings.weights_source,
    rounding_source: settings.rounding_source,
    settings_version: settings.version,
  };
  const records: Omit<SealedPrediction, 'grade'>[] = [];
  const gameweekKeys = [...new Set(due.map((f) => `${f.season}:${f.gameweek}`))];
  for (const key of gameweekKeys) {
    const [season, gameweekText] = key.split(':') as [string, string];
    const stored = await deps.predictions.findGameweekWithTime(season, Number(gameweekText));
    const entries = new Map((stored?.predictions ?? []).map((p) => [p.fixture_id, p]));
    for (const fixture of due.filter((f) => f.season === season && f.gameweek === Number(gameweekText))) {
      const entry = entries.get(fixture.fixture_id);
      const numbers = entry && [entry.display_home_goals, entry.display_away_goals, entry.prob_home_win, entry.prob_draw, entry.prob_away_win];
      if (!stored || !entry || entry.predicted_outcome === null || !numbers?.every(Number.isFinite)) {
        result.without_prediction++;
        continue;
      }
      records.push({
        fixture_id: fixture.fixture_id,
        season: fixture.season,
        gameweek: fixture.gameweek,
        kickoff: fixture.kickoff,
        home_team: fixture.home_team,
        away_team: fixture.away_team,
        prediction: {
          predicted_outcome: entry.predicted_outcome,
          display_home_goals: entry.display_home_goals,
          display_away_goals: entry.display_away_goals,
          predicted_home_goals: entry.predicted_home_goals,
          predicted_away_goals: entry.predicted_away_goals,
          prob_home_win: entry.prob_home_win,
          prob_draw: entry.prob_draw,
          prob_away_win: entry.prob_away_win,
        },
        model,
        prediction_changed_at: stored.computed_at,
        sealed_at: now,
      });
    }
  }
  result.sealed = await deps.sealed.sealNew(records);
  if (result.sealed > 0) {
    deps.logger.info({ sealed: result.sealed, without_prediction: result.without_prediction }, 'predictions sealed at kick-off');
  }
  return result;
}
