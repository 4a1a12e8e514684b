// GET /api/track-record/gameweek/{season}/{gameweek}: each match with its sealed (or backtest)
// prediction and its result. The premium fields (exact score, probabilities, and the exact-score
// hit and RPS that would reveal them) are public only once every match of the gameweek has kicked
// off by the product's clock, so nothing of it is on sale any more (libs/engine's rule sells a
// gameweek only while a match of it has still to kick off); until then they are left out, not
// nulled, as GET /api/prediction does without access.
import { hasKickedOff } from '@scoreline/engine';
import type { TrackRecordGameweekResponse, TrackRecordMatch } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { TrackRecordEntry, TrackRecordRepository } from '../repositories/track-record-repository.ts';
import type { Clock } from './ports.ts';

export interface GetTrackRecordGameweekDeps {
  trackRecord: TrackRecordRepository;
  clock: Clock;
}

function publicMatch(entry: TrackRecordEntry, premium: boolean): TrackRecordMatch {
  const match: TrackRecordMatch = {
    fixture_id: Number(entry.fixture_id),
    kickoff: entry.kickoff,
    home_team: entry.home_team,
    away_team: entry.away_team,
    source: entry.source,
    configuration: entry.configuration ?? null,
    predicted_outcome: entry.prediction?.predicted_outcome ?? null,
    sealed_at: entry.sealed_at,
    prediction_changed_at: entry.prediction_changed_at,
    home_goals: entry.home_goals,
    away_goals: entry.away_goals,
    outcome_correct: entry.grade ? entry.grade.outcome_correct : null,
  };
  if (!premium || !entry.prediction) return match;
  return {
    ...match,
    display_home_goals: entry.prediction.display_home_goals,
    display_away_goals: entry.prediction.display_away_goals,
    prob_home_win: entry.prediction.prob_home_win,
    prob_draw: entry.prediction.prob_draw,
    prob_away_win: entry.prediction.prob_away_win,
    score_correct: entry.grade ? entry.grade.score_correct : null,
    rps: entry.grade ? entry.grade.rps : null,
  };
}

export async function getTrackRecordGameweek(
  input: { season: string; gameweek: number },
  deps: GetTrackRecordGameweekDeps,
): Promise<TrackRecordGameweekResponse> {
  const gameweek = await deps.trackRecord.findGameweek(input.season, input.gameweek);
  if (!gameweek) throw AppError.notFound(`No track record for ${input.season} gameweek ${input.gameweek}`);
  const now = deps.clock();
  // A postponed match has not kicked off (its numbers may still be sold once it has a new date); a
  // cancelled one never will, so it holds nothing back.
  const premium = gameweek.matches.every((m) => m.status === 'cancelled' || hasKickedOff(m, now));
  const { model, baseline } = gameweek.figures;
  return {
    season: gameweek.season,
    gameweek: gameweek.gameweek,
    premium_public: premium,
    matches: gameweek.matches.map((m) => publicMatch(m, premium)),
    // A gameweek's exact-score rate and RPS would reveal its locked scores and probabilities.
    figures: premium
      ? gameweek.figures
      : { model: { ...model, exact_score_accuracy: null, rps: null }, baseline: { ...baseline, exact_score_accuracy: null, rps: null } },
  };
}
