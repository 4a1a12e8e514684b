// Recomputes the published track record from what is stored, and writes what changed. Called when
// something was graded (the grading worker), after a recalculation (the backtest of the history is
// the walk-forward prediction in production, so it moves with the model) and after sealing.
//
// Which prediction a match is judged by:
// - "live": a sealed record (sealed at kick-off; later changes of the model never reach it);
// - "backtest": a match that kicked off before sealing began (live_since), judged by the
//   walk-forward prediction of the model in production now; before the sealer ever ran, everything
//   is history;
// - none: a match after live_since that was not sealed (it had no prediction at kick-off). It is
//   listed but never counted, so the live figures hold only what was really sealed.
//
// Every judged match names the configuration that made its prediction: the one a live record was
// sealed with, or the one in production now for a backtest.
import { setImmediate as letEventLoopThrough } from 'node:timers/promises';
import { configurationLabel, type TrackRecordComparison, type TrackRecordSeason } from '@scoreline/contracts';
import { byKickoff, type FixtureView, isFinished } from '../domain/fixture.ts';
import { isHistorySeason } from '../domain/history-season.ts';
import type { StoredPrediction } from '../domain/stored-prediction.ts';
import { BASELINE, compare, grade, type GradedMatch, rollingPoints, type SealedNumbers } from '../domain/track-record.ts';
import type { SealedPrediction, SealedPredictionsRepository } from '../repositories/sealed-predictions-repository.ts';
import type { TrackRecordEntry, TrackRecordGameweek, TrackRecordRepository } from '../repositories/track-record-repository.ts';
import type { Clock, Logger, Repositories } from './ports.ts';

export interface RebuildTrackRecordDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  sealed: SealedPredictionsRepository;
  trackRecord: TrackRecordRepository;
  clock: Clock;
  logger: Logger;
}

function numbersOf(entry: StoredPrediction | undefined): SealedNumbers | null {
  if (!entry || entry.predicted_outcome === null) return null;
  const values = [entry.display_home_goals, entry.display_away_goals, entry.prob_home_win, entry.prob_draw, entry.prob_away_win];
  if (!values.every(Number.isFinite)) return null;
  return {
    predicted_outcome: entry.predicted_outcome,
    display_home_goals: entry.display_home_goals,
    display_away_goals: entry.display_away_goals,
    prob_home_win: entry.prob_home_win,
    prob_draw: entry.prob_draw,
    prob_away_win: entry.prob_away_win,
  };
}

function sealedNumbers(record: SealedPrediction): SealedNumbers {
  const p = record.prediction;
  return {
    predicted_outcome: p.predicted_outcome,
    display_home_goals: p.display_home_goals,
    display_away_goals: p.display_away_goals,
    prob_home_win: p.prob_home_win,
    prob_draw: p.prob_draw,
    prob_away_win: p.prob_away_win,
  };
}

/** The configuration a live record was sealed with (records sealed before rounding modes were smart-rounded). */
function sealedConfiguration(record: SealedPrediction): string {
  return configurationLabel(record.model.configuration, record.model.rounding_mode ?? 'smart');
}

/** The entry of one match and, when it counts, its graded form. */
function judge(
  fixture: FixtureView,
  sealed: SealedPrediction | undefined,
  production: StoredPrediction | undefined,
  liveSince: Date | null,
  productionConfiguration: string,
): { entry: TrackRecordEntry; graded: GradedMatch | null } {
  const base = {
    fixture_id: fixture.fixture_id,
    kickoff: fixture.kickoff,
    home_team: fixture.home_team,
    away_team: fixture.away_team,
    status: fixture.status,
    home_goals: isFinished(fixture) ? fixture.home_goals : null,
    away_goals: isFinished(fixture) ? fixture.away_goals : null,
  };
  if (sealed) {
    const prediction = sealedNumbers(sealed);
    const g = sealed.grade
      ? {
          home_goals: sealed.grade.home_goals,
          away_goals: sealed.grade.away_goals,
          outcome_correct: sealed.grade.outcome_correct,
          score_correct: sealed.grade.score_correct,
          rps: sealed.grade.rps,
        }
      : null;
    return {
      entry: {
        ...base,
        // The sealed record's own grade names the result it was judged against (the read model of
        // fixtures, fed by another consumer group, may not have that result yet).
        status: g ? 'finished' : base.status,
        home_goals: g ? g.home_goals : base.home_goals,
        away_goals: g ? g.away_goals : base.away_goals,
        source: 'live',
        configuration: sealedConfiguration(sealed),
        prediction,
        sealed_at: sealed.sealed_at.toISOString(),
        prediction_changed_at: sealed.prediction_changed_at.toISOString(),
        grade: g,
      },
      graded: g ? { season: fixture.season, gameweek: fixture.gameweek, source: 'live', model: g, baseline: grade(BASELINE, g) } : null,
    };
  }
  const history = liveSince === null || Date.parse(fixture.kickoff) < liveSince.getTime();
  const prediction = history ? numbersOf(production) : null;
  if (!prediction) {
    return { entry: { ...base, source: null, configuration: null, prediction: null, sealed_at: null, prediction_changed_at: null, grade: null }, graded: null };
  }
  const g = isFinished(fixture) ? grade(prediction, fixture) : null;
  return {
    entry: { ...base, source: 'backtest', configuration: productionConfiguration, prediction, sealed_at: null, prediction_changed_at: null, grade: g },
    graded: g ? { season: fixture.season, gameweek: fixture.gameweek, source: 'backtest', model: g, baseline: grade(BASELINE, g) } : null,
  };
}

/** Matches judged between two turns of the event loop. */
const JUDGED_PER_TURN = 500;

export async function rebuildTrackRecord(deps: RebuildTrackRecordDeps): Promise<{ written: number }> {
  const [fixtures, predictionGameweeks, sealedRecords, liveSince, settings] = await Promise.all([
    deps.fixtures.findAll(),
    deps.predictions.findAll(),
    deps.sealed.findAll(),
    deps.sealed.liveSince(),
    deps.settings.get(),
  ]);
  const productionConfiguration = configurationLabel(settings.model, settings.rounding_mode);
  const production = new Map(predictionGameweeks.flatMap((g) => g.predictions).map((p) => [p.fixture_id, p]));
  const sealed = new Map(sealedRecords.map((r) => [r.fixture_id, r]));

  const gameweeks = new Map<string, { season: string; gameweek: number; entries: TrackRecordEntry[]; graded: GradedMatch[]; complete: boolean }>();
  const allGraded: GradedMatch[] = [];
  let judged = 0;
  for (const fixture of [...fixtures].sort(byKickoff)) {
    // Thousands of matches are judged after every recalculation: the event loop is let through
    // every JUDGED_PER_TURN of them, so the requests served meanwhile do not wait for all of it.
    judged += 1;
    if (judged % JUDGED_PER_TURN === 0) await letEventLoopThrough();
    // Cancelled matches are never judged, nor the history seasons (training data only, never predicted).
    if (fixture.status === 'cancelled' || isHistorySeason(fixture.season)) continue;
    const key = `${fixture.season}:${fixture.gameweek}`;
    let gameweek = gameweeks.get(key);
    if (!gameweek) {
      gameweek = { season: fixture.season, gameweek: fixture.gameweek, entries: [], graded: [], complete: true };
      gameweeks.set(key, gameweek);
    }
    const { entry, graded } = judge(fixture, sealed.get(fixture.fixture_id), production.get(fixture.fixture_id), liveSince, productionConfiguration);
    gameweek.entries.push(entry);
    if (graded) {
      gameweek.graded.push(graded);
      allGraded.push(graded);
    }
    if (!(entry.source === 'live' && graded)) gameweek.complete = false;
  }

  const of = (source: 'live' | 'backtest', list: readonly GradedMatch[] = allGraded): TrackRecordComparison =>
    compare(list.filter((m) => m.source === source));
  const seasons: TrackRecordSeason[] = [...new Set(allGraded.map((m) => m.season))].sort().map((season) => {
    const list = allGraded.filter((m) => m.season === season);
    return { season, live: of('live', list), backtest: of('backtest', list) };
  });
  const stored: TrackRecordGameweek[] = [...gameweeks.values()].map((g) => ({
    season: g.season,
    gameweek: g.gameweek,
    matches: g.entries,
    figures: compare(g.graded),
  }));
  const written = await deps.trackRecord.save(
    {
      response: {
        live_since: liveSince ? liveSince.toISOString() : null,
        live_gameweeks_complete: [...gameweeks.values()].filter((g) => g.complete && g.entries.length > 0).length,
        live: of('live'),
        backtest: of('backtest'),
        seasons,
        gameweeks: rollingPoints(allGraded),
        production_configuration: productionConfiguration,
      },
      headline: compare(allGraded),
    },
    stored,
    deps.clock(),
  );
  deps.logger.debug({ graded: allGraded.length, written }, 'track record rebuilt');
  return { written };
}
