// The recalculation: every fixture of the read model predicted walk-forward (each from the results
// that kicked off before it) with the production model and rounding (mode and parameters); then
// only what changed is published and written.
//
// - A result in one season changes the metrics of every later fixture, so the whole history is
//   always recomputed; the cost is one metric pass (~0.1 s for ~1,900 fixtures).
// - Changed outcomes are published on predictions.updated before the predictions are written: if the
//   write then fails, the retry still finds them changed and publishes again (at least once), while
//   the reverse order would lose the event for good.
// - The settings are read again after writing; if they moved meanwhile (a weight saved on another
//   replica), the run repeats with the new ones, so the last write always reflects the last change.
// - Runs of this process are queued one at a time (context.recalculations).
// - A run whose inputs are exactly those of the last run of this process that wrote nothing (the
//   fixtures' and the predictions' versions, the settings' version) would compute the same
//   predictions and find them stored, so it answers that run's outcome without recomputing: the
//   refresh of an unchanged season, or a recalculation with nothing new, costs three reads.
import { matchFixtureOf } from '@scoreline/engine';
import type { RecalculationReason, RecalculationResult } from '@scoreline/contracts';
import { isDeepStrictEqual } from 'node:util';
import { byKickoff } from '../domain/fixture.ts';
import { predictionStart } from '../domain/history-season.ts';
import {
  samePrediction,
  sameEntries,
  sameSummary,
  type StoredPrediction,
  summaryOf,
  toStoredPrediction,
} from '../domain/stored-prediction.ts';
import { productionRounding } from '../domain/model-settings.ts';
import { gameweekKey } from '../domain/gameweek-key.ts';
import type { PredictionGameweekToSave } from '../repositories/predictions-repository.ts';
import { createSerial } from '../domain/serial.ts';
import type { Clock, Engine, Logger, Publisher, Repositories, Serial } from './ports.ts';
import { publishPredictionSummaries, type SeasonSummary } from './publish-prediction-summaries.ts';

/** What a run computed from: the read models' and the settings' versions. */
interface RunInputs {
  fixtures: string;
  predictions: string;
  settings: number;
}

/**
 * The process's queue of runs, where they compute (the engine's worker threads: a recalculation's
 * metric pass and Dixon–Coles fits never hold the event loop), and the inputs and outcome of its last
 * run that found everything up to date.
 */
export interface RecalculationQueue extends Serial {
  readonly engine: Engine;
  upToDate: { inputs: RunInputs; outcome: PassOutcome } | null;
}

export function createRecalculationQueue(deps: { engine: Engine }): RecalculationQueue {
  return { ...createSerial(), engine: deps.engine, upToDate: null };
}

export interface RecalculateDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  recalculationRuns: Repositories['recalculationRuns'];
  publisher: Publisher;
  clock: Clock;
  logger: Logger;
  recalculations: RecalculationQueue;
}

export interface RecalculateInput {
  reason: RecalculationReason;
  correlationId: string;
  /** Keeps a Kafka consumer's group membership alive between the steps. */
  heartbeat?: () => Promise<void>;
  /**
   * The correlation ids of every request this run answers (the worker coalesces the requests
   * waiting for it); default: this one only. Logged, counted in the runs' record, and each given
   * the run's outcome as its own answer (GET /api/admin/recalculation-status?correlation_id=).
   */
  answers?: readonly string[];
  /**
   * The request events this run takes (requestEventKey of each), answered like the requests so that a
   * redelivered event is not run again. Not the correlation ids: one refresh asks several times under
   * one id, and each ask after a run has data that run did not see.
   */
  events?: readonly string[];
}

/** Settings changing this many times during one run is not a race any more but a storm; give up. */
const MAX_PASSES = 3;

interface PassOutcome {
  /** Milliseconds of each step of the pass, logged so the slowest one is named. */
  steps: Record<string, number>;
  processed: number;
  predicted: number;
  skipped: number;
  noHistory: number;
  updated: number;
  events: number;
  /** Gameweek documents written or deleted. */
  documents: number;
}

export function recalculatePredictions(input: RecalculateInput, deps: RecalculateDeps): Promise<RecalculationResult> {
  return deps.recalculations.run(async () => {
    const started = deps.clock();
    const log = deps.logger.child({ reason: input.reason, correlation_id: input.correlationId });
    const answers = input.answers ?? [input.correlationId];
    await deps.recalculationRuns.start({ reason: input.reason, correlation_id: input.correlationId, started_at: started });
    try {
      let outcome: PassOutcome | undefined;
      for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
        const settings = await deps.settings.get();
        outcome = await recalculateOnce(settings, input, deps);
        const after = await deps.settings.get();
        if (after.version === settings.version) break;
        log.info({ pass, from: settings.version, to: after.version }, 'settings changed during the recalculation; running again');
      }
      const result = toResult(outcome as PassOutcome, deps.clock().getTime() - started.getTime());
      const completedAt = deps.clock();
      await deps.recalculationRuns.complete(result, completedAt, answers.length);
      // Every request this run answers gets its answer under its own id (the status above carries one).
      await deps.recalculationRuns.answer([...answers, ...(input.events ?? [])], { ...runOf(input, started, completedAt), status: 'completed', result, error: null });
      log.info(
        {
          processed: result.processed,
          updated: result.updated,
          events: result.events_published,
          duration_ms: result.duration_ms,
          steps_ms: outcome?.steps,
          documents: outcome?.documents,
          answers,
        },
        'predictions recalculated',
      );
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failedAt = deps.clock();
      await deps.recalculationRuns.fail(message, failedAt).catch(() => undefined);
      await deps.recalculationRuns
        .answer(answers, { ...runOf(input, started, failedAt), status: 'failed', result: null, error: message })
        .catch(() => undefined);
      throw error;
    }
  });
}

async function recalculateOnce(
  settings: Awaited<ReturnType<Repositories['settings']['get']>>,
  input: RecalculateInput,
  deps: RecalculateDeps,
): Promise<PassOutcome> {
  const steps: Record<string, number> = {};
  let mark = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - mark);
    mark = now;
  };
  // Read before the data: a write after this read changes the version, so the inputs recorded
  // below are never newer than what the run computed from.
  const [fixturesVersion, predictionsVersion] = await Promise.all([deps.fixtures.version(), deps.predictions.version()]);
  const inputs: RunInputs | null =
    fixturesVersion === null || predictionsVersion === null
      ? null
      : { fixtures: fixturesVersion, predictions: predictionsVersion, settings: settings.version };
  const last = deps.recalculations.upToDate;
  if (inputs && last && isDeepStrictEqual(inputs, last.inputs)) {
    step('read');
    return { ...last.outcome, steps };
  }
  deps.recalculations.upToDate = null;
  const [fixtures, stored] = await Promise.all([deps.fixtures.findAll(), deps.predictions.findAll()]);
  step('read');
  await input.heartbeat?.();

  // Cancelled matches will never be played: they get no prediction (and lose one they had).
  const predictable = fixtures.filter((f) => f.status !== 'cancelled').sort(byKickoff);
  const seasonOf = new Map(fixtures.map((f) => [f.fixture_id, f.season]));
  // History seasons train the model but get no prediction (domain/history-season.ts): the engine
  // predicts from the first kickoff of the product's seasons on.
  const from = predictionStart(predictable);
  // The production model: six-metric with the weights, or a promoted Dixon–Coles configuration.
  const predictions =
    from === undefined ? [] : await deps.recalculations.engine.run('predictAll', predictable.map(matchFixtureOf), settings.model, productionRounding(settings), { from });
  step('predict');

  const desired = new Map<string, PredictionGameweekToSave>();
  for (const p of predictions) {
    const key = gameweekKey(p.season, p.gameweek);
    let gameweek = desired.get(key);
    if (!gameweek) {
      gameweek = { season: p.season, gameweek: p.gameweek, predictions: [], weights: settings.weights, rounding: settings.rounding };
      desired.set(key, gameweek);
    }
    gameweek.predictions.push(toStoredPrediction(p));
  }

  const storedByKey = new Map(stored.map((g) => [gameweekKey(g.season, g.gameweek), g]));
  const before = new Map<string, StoredPrediction>();
  for (const g of stored) for (const entry of g.predictions) before.set(entry.fixture_id, entry);

  const changedGameweeks = [...desired].filter(([key, g]) => !sameEntries(g.predictions, storedByKey.get(key)?.predictions ?? [])).map(([, g]) => g);
  const removedGameweeks = [...storedByKey].filter(([key]) => !desired.has(key)).map(([, g]) => g);

  let updated = 0;
  const summaries: SeasonSummary[] = [];
  const predictedIds = new Set<string>();
  for (const g of desired.values()) {
    for (const entry of g.predictions) {
      predictedIds.add(entry.fixture_id);
      const previous = before.get(entry.fixture_id);
      if (!samePrediction(entry, previous)) updated += 1;
      const summary = summaryOf(entry.fixture_id, entry);
      if (!sameSummary(summary, summaryOf(entry.fixture_id, previous))) summaries.push({ season: g.season, summary });
    }
  }
  // A prediction that no longer exists (its fixture was cancelled) is withdrawn from the catalog too.
  for (const [fixtureId, previous] of before) {
    if (predictedIds.has(fixtureId) || previous.predicted_outcome === null) continue;
    const season = seasonOf.get(fixtureId);
    if (season) summaries.push({ season, summary: summaryOf(fixtureId, undefined) });
  }

  step('compare');
  const events = await publishPredictionSummaries({ summaries, correlationId: input.correlationId }, deps);
  step('publish');
  await input.heartbeat?.();
  await deps.predictions.saveGameweeks(changedGameweeks, deps.clock());
  await deps.predictions.deleteGameweeks(removedGameweeks);
  step('write');
  await input.heartbeat?.();

  const outcome: PassOutcome = {
    steps,
    processed: fixtures.length,
    predicted: predictions.length,
    // Cancelled fixtures and the history seasons' (which train the model, unpredicted).
    skipped: fixtures.length - predictions.length,
    noHistory: predictions.filter((p) => p.team_metrics_default).length,
    updated,
    events,
    documents: changedGameweeks.length + removedGameweeks.length,
  };
  // Only a run that wrote nothing: its own writes would change the predictions' version, and which
  // version they made cannot be told from one another process's write at the same moment.
  const wroteNothing = changedGameweeks.length === 0 && removedGameweeks.length === 0 && events === 0;
  deps.recalculations.upToDate = inputs && wroteNothing ? { inputs, outcome: { ...outcome, updated: 0, events: 0, documents: 0 } } : null;
  return outcome;
}

function runOf(input: RecalculateInput, started: Date, completedAt: Date) {
  return { reason: input.reason, run_correlation_id: input.correlationId, started_at: started, completed_at: completedAt };
}

function toResult(outcome: PassOutcome, durationMs: number): RecalculationResult {
  const unchanged = outcome.predicted - outcome.updated;
  const empty = outcome.processed === 0;
  return {
    processed: outcome.processed,
    successful_predictions: outcome.predicted,
    skipped: outcome.skipped,
    no_historical_data: outcome.noHistory,
    updated: outcome.updated,
    unchanged,
    events_published: outcome.events,
    message: empty
      ? 'No fixtures in the read model yet: nothing to predict'
      : `Recalculated ${outcome.predicted} predictions: ${outcome.updated} changed, ${unchanged} already up to date`,
    next_step: empty
      ? 'Refresh the seasons (POST /api/refresh/season/{season}); predictions follow automatically'
      : outcome.updated > 0
        ? 'Calculate accuracy (POST /api/accuracy/calculate-all) to judge the new predictions'
        : 'Nothing changed; no further step is needed',
    error_count: 0,
    errors_sample: [],
    duration_ms: durationMs,
  };
}
