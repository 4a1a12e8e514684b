// Public entry of @scoreline/engine. Browsers import it, so nothing here may touch Node-only
// modules (fs, path); the EPL data files are read by libs/epl-data.
export { displayProbability } from './display-probability.ts';
export type { FixtureFacts, FixtureIdentity, MatchFixture, MatchOdds, PlayedFixture } from './types.ts';
export { FIXTURE_FACT_FIELDS, fixtureFactsOf, hasResult, isPlayed, matchFixtureOf, sameFixtureFacts } from './types.ts';
export { seasonLabel, seasonStartYear, gameweekRange, GAMEWEEK_RANGES, type GameweekRangeKey } from './season.ts';
export { currentGameweek, hasKickedOff, isAwaitingResult, isOnSale, kicksOff, latestSeason, type CurrentGameweek, type GameweekFact } from './current-gameweek.ts';
export {
  computeMetrics,
  METRIC_KEYS,
  TEAM_METRIC_KEYS,
  DEFAULT_METRIC_WINDOWS,
  DEFAULT_LEAGUE_HOME_GOALS,
  DEFAULT_LEAGUE_AWAY_GOALS,
  type FixtureMetrics,
  type MetricKey,
  type MetricRecord,
  type MetricWindows,
} from './metrics.ts';
export { expectedGoals, type ExpectedGoals } from './expected-goals.ts';
export {
  poissonPmf,
  scoreGrid,
  scoreProbabilities,
  outcomeProbabilities,
  POISSON_TAIL,
  MAX_GOALS,
  type ScoreGrid,
  type ScoreModelOptions,
  type OutcomeProbabilities,
  type ScoreProbabilities,
} from './poisson.ts';
export { dixonColesTau, validDixonColesRho, clampDixonColesRho } from './low-score-correction.ts';
export { roundGoals, outcomeOfScore, wholeScore, snapDecimal } from './rounding.ts';
export { smartRound, type RoundedScore } from './smart-rounding.ts';
export {
  predictAll,
  predictFixture,
  predictFromMetrics,
  applyRounding,
  checkModelInputs,
  type Prediction,
  type PredictOptions,
  type RoundingMode,
} from './predict.ts';
export {
  rankedProbabilityScore,
  brierScore,
  logLoss,
  scorePredictions,
  scoreBreakdown,
  LOG_LOSS_FLOOR,
  type OutcomeProbabilityTriple,
  type ScoredPrediction,
  type ScoreSummary,
  type ScoreBreakdown,
} from './scoring.ts';
export { marketProbabilities, favouriteOutcome } from './market.ts';
export {
  qualityDiagnostics,
  analyzePrediction,
  hasEvenProbabilities,
  ISSUE_THRESHOLD_PERCENT,
  EVEN_PROBABILITY_TOLERANCE,
  type DiagnosedPrediction,
  type QualityDiagnostics,
} from './diagnostics.ts';
export {
  createEvaluationContext,
  selectScope,
  selectRange,
  expectedGoalsColumns,
  EmptyScopeError,
  percent,
  type EvaluationContext,
  type EvaluationOptions,
  type EvaluationScope,
  type ProgressiveRange,
} from './runners/context.ts';
export { evaluateCombination, type AccuracyCounts, type ProbabilityScores } from './runners/evaluate.ts';
export { runProgressiveBacktest, type BacktestOptions, type BacktestResult, type BacktestSummary, type BacktestPrediction } from './runners/backtest.ts';
export {
  runBatchWeightTest,
  DEFAULT_MIN_IMPROVEMENT,
  type NamedWeightSet,
  type BatchWeightTestOptions,
  type BatchWeightTestResult,
  type BatchWeightResult,
  type SeasonAccuracy,
} from './runners/batch-weights.ts';
export { runRoundingBatchTest, type NamedRoundingConfig, type RoundingBatchOptions, type RoundingBatchResult, type RoundingBatchEntry } from './runners/rounding-batch.ts';
export { runMatrix, matrixCell, matrixBests, type JudgedCombination, type MatrixOptions, type MatrixResult, type MatrixCombination } from './runners/matrix.ts';
export { mostProbableRound, mostProbableOutcome } from './most-probable-rounding.ts';
export { canonicalClubName } from './club-names.ts';
export { minimizeLbfgs, type LbfgsOptions, type LbfgsResult, type Objective } from './dixon-coles/lbfgs.ts';
export {
  fitDixonColes,
  fitPrepared,
  prepareFitData,
  promotedClubs,
  withoutCrowd,
  negativeLogLikelihood,
  dixonColesRates,
  type PromotedPrior,
  type DixonColesFit,
  type DixonColesFitOptions,
  type FitData,
  type FitMatch,
} from './dixon-coles/fit.ts';
export { eloDifferences, goalDifferenceMultiplier, fitOrderedLogit, orderedLogitProbabilities, type EloOptions, type EloMatch, type OrderedLogit } from './dixon-coles/elo.ts';
export {
  dixonColesWalkForward,
  kickoffOrder,
  promotedPrior,
  DEFAULT_PROMOTED_PRIOR,
  MIN_TRAINING_MATCHES,
  type DixonColesForecast,
  type OutcomeTriple,
  type WalkForwardOptions,
} from './dixon-coles/walk-forward.ts';
export { modelColumns, toModelConfiguration, checkModelConfiguration, dixonColesForecasts, type ModelColumns, type ModelInput } from './runners/model-columns.ts';
export { modelOfSet } from './runners/batch-weights.ts';
export { roundingOf, ROUNDING_MODE_NAMES, type RoundingModeName } from './runners/rounding-batch.ts';
export { checkModel, judgedProbabilities } from './runners/evaluate.ts';
export {
  predictAllWithModel,
  roundingExplanation,
  type ModelPrediction,
  type ModelExplanation,
  type SixMetricExplanation,
  type DixonColesExplanation,
  type RoundingExplanation,
  type PredictWithModelOptions,
} from './predict-model.ts';
export {
  calibration,
  DEFAULT_CALIBRATION_BINS,
  type Calibration,
  type CalibrationBin,
  type CalibrationFixture,
} from './calibration.ts';
export {
  measuredModels,
  measuredRounding,
  chooseProductionConfiguration,
  TUNED_BLEND_WEIGHT,
  MEASURED_MODEL_KEYS,
  type MeasuredModelKey,
  type ConfigurationFigures,
} from './configurations.ts';
export {
  PRODUCTION_CHOICE,
  PRODUCTION_DEFAULT_MODEL,
  PRODUCTION_DEFAULT_ROUNDING_MODE,
  PRODUCTION_DEFAULT_ROUNDING_PARAMETERS,
  SPECIFICATION_DEFAULT_MODEL,
  SPECIFICATION_DEFAULT_ROUNDING_MODE,
  MEASURED_CONFIGURATIONS,
} from './production-default.ts';
