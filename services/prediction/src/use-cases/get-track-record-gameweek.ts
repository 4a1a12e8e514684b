// GET /api/track-record/gameweek/{season}/{gameweek}: each match with its sealed (or backtest)
// prediction and its result. The premium fields (exact score, probabilities, and the exact-score
// hit and RPS that would reveal them) are public only once every match of the gameweek has kicked
// off and the gameweek is no longer on sale (it is before the gameweek the site sells); until then
// they are left out, not nulled, as GET /api/prediction does without access.
import { seasonStartYear } from '@scoreline/engine';
import type { TrackRecordGameweekResponse, TrackRecordMatch } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { TrackRecordEntry, TrackRecordRepository } from '../repositories/track-record-repository.ts';
import type { Clock } from './ports.ts';

export interface GetTrackRecordGameweekDeps {
  trackRecord: TrackRecordRepository;
  clock: Clock;
}

function isBefore(a: { season: string; gameweek: number }, b: { season: string; gameweek: number }): boolean {
  const ya = seasonStartYear(a.season);
  const yb = seasonStartYear(b.season);
  return ya < yb || (ya === yb && a.gameweek < b.gameweek);
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
  const [gameweek, summary] = await Promise.all([
    deps.trackRecord.findGameweek(input.season, input.gameweek),
    deps.trackRecord.findSummary(),
  ]);
  if (!gameweek) throw AppError.notFound(`No track record for ${input.season} gameweek ${input.gameweek}`);
  const now = deps.clock().getTime();
  const allKickedOff = gameweek.matches.every((m) => m.status !== 'postponed' && Date.parse(m.kickoff) <= now);
  const onSale = summary?.on_sale ?? null;
  const premium = allKickedOff && onSale !== null && isBefore(gameweek, onSale);
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
