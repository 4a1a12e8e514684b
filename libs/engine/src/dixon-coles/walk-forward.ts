// Walk-forward Dixon–Coles: the fixtures are taken in kickoff order and the model is refitted once per
// gameweek, at the first kickoff of each run of fixtures sharing a (season, gameweek) label, on the
// played matches that kicked off strictly before that instant. Every fixture of the run is predicted
// from that fit, so no prediction ever uses a result at or after its own kickoff. Each fit starts from
// the previous one (warm start), which is what makes a whole window cost seconds.
import type { DixonColesParameters } from '@scoreline/contracts';
import { DEFAULT_LEAGUE_AWAY_GOALS, DEFAULT_LEAGUE_HOME_GOALS } from '../metrics.ts';
import { clampDixonColesRho } from '../low-score-correction.ts';
import { outcomeProbabilities } from '../poisson.ts';
import { isPlayed, type MatchFixture } from '../types.ts';
import type { OutcomeTriple } from '../most-probable-rounding.ts';
import { eloDifferences, fitOrderedLogit, orderedLogitProbabilities, type OrderedLogit } from './elo.ts';
import { dixonColesRates, fitDixonColes, type DixonColesFit, type FitMatch, type PromotedPrior } from './fit.ts';

/** Chosen with the other hyper-parameters on 2017-18 … 2022-23 only (engine README, "Choosing the hyper-parameters"). */
export const DEFAULT_PROMOTED_PRIOR: Readonly<PromotedPrior> = Object.freeze({ attack: -0.1, defence: 0.1 });

export type { OutcomeTriple } from '../most-probable-rounding.ts';

export interface DixonColesForecast {
  fixture: MatchFixture;
  /** Expected goals (λ, ν) of the fit; the score grid is Dixon–Coles with `rho`. */
  home_xg: number;
  away_xg: number;
  rho: number;
  /** The probabilities the family forecasts: Dixon–Coles, or its blend with the Elo ordered logit. */
  probabilities: OutcomeTriple;
  dixon_coles: OutcomeTriple;
  /** Elo ordered-logit probabilities, when the parameters ask for a blend. */
  elo: OutcomeTriple | null;
  /** The fit this fixture was predicted from; null before any match was played. */
  fit: DixonColesFit | null;
}

/** Orders fixtures by kickoff, then id, so that every caller sees the same walk. */
export function kickoffOrder<T extends { kickoff: string; id: string }>(fixtures: readonly T[]): T[] {
  return [...fixtures].sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Below this many results (the first weeks of the data) the fit is noise; the league average stands in. */
export const MIN_TRAINING_MATCHES = 100;

/** Only this many most recent matches feed the ordered logit: older rating scales drift. */
const ORDERED_LOGIT_WINDOW = 3800;

function outcomeCodeOf(f: MatchFixture): number {
  const h = f.home_goals as number;
  const a = f.away_goals as number;
  return h > a ? 0 : h === a ? 1 : 2;
}

/** The promoted prior a parameter set asks for; absent fields take the defaults. */
export function promotedPrior(parameters: DixonColesParameters): PromotedPrior {
  return {
    attack: parameters.promoted_attack ?? DEFAULT_PROMOTED_PRIOR.attack,
    defence: parameters.promoted_defence ?? DEFAULT_PROMOTED_PRIOR.defence,
  };
}

export interface WalkForwardOptions {
  /** Called after each refit (for the bench and for tests that inspect what a fit saw). */
  onFit?: (fit: DixonColesFit, training: readonly FitMatch[]) => void;
  /** ISO instant: fixtures before it are neither predicted nor returned (their results still train). */
  from?: string;
}

export function dixonColesWalkForward(
  fixtures: readonly MatchFixture[],
  parameters: DixonColesParameters,
  options: WalkForwardOptions = {},
): DixonColesForecast[] {
  const ordered = kickoffOrder(fixtures);
  const blend = parameters.blend_weight;
  const diffs = blend > 0 ? eloDifferences(ordered, { k: parameters.elo_k, home_advantage: parameters.elo_home_advantage }) : null;
  const forecasts: DixonColesForecast[] = [];
  const training: FitMatch[] = [];
  const logitDiffs: number[] = [];
  const logitOutcomes: number[] = [];
  let nextPlayed = 0; // ordered[nextPlayed…] have not yet been added to the training set
  let fit: DixonColesFit | null = null;
  let logit: OrderedLogit | null = null;
  let blockKey = '';
  const from = options.from ? Date.parse(options.from) : -Infinity;

  for (let i = 0; i < ordered.length; i++) {
    const fixture = ordered[i] as MatchFixture;
    if (Date.parse(fixture.kickoff) < from) continue;
    const key = `${fixture.season}#${fixture.gameweek}`;
    if (key !== blockKey) {
      blockKey = key;
      const kickoff = Date.parse(fixture.kickoff);
      let added = false;
      while (nextPlayed < ordered.length && Date.parse((ordered[nextPlayed] as MatchFixture).kickoff) < kickoff) {
        const m = ordered[nextPlayed] as MatchFixture;
        if (isPlayed(m)) {
          training.push(m);
          if (diffs) {
            logitDiffs.push(diffs[nextPlayed] as number);
            logitOutcomes.push(outcomeCodeOf(m));
          }
          added = true;
        }
        nextPlayed++;
      }
      if (added && training.length >= MIN_TRAINING_MATCHES) {
        fit = fitDixonColes(training, fixture.kickoff, {
          time_decay_per_day: parameters.time_decay_per_day,
          ridge: parameters.ridge,
          warm_start: fit,
          promoted_prior: promotedPrior(parameters),
        });
        options.onFit?.(fit, training);
        if (diffs && logitDiffs.length >= 50) {
          const from = Math.max(0, logitDiffs.length - ORDERED_LOGIT_WINDOW);
          logit = fitOrderedLogit(logitDiffs.slice(from), logitOutcomes.slice(from), logit ?? undefined);
        }
      }
    }
    const rates = fit ? dixonColesRates(fit, fixture.home_team, fixture.away_team, fixture.kickoff) : { home: DEFAULT_LEAGUE_HOME_GOALS, away: DEFAULT_LEAGUE_AWAY_GOALS };
    const rho = fit ? clampDixonColesRho(fit.rho, rates.home, rates.away) : 0;
    const p = outcomeProbabilities(rates.home, rates.away, { dixon_coles_rho: rho });
    const dc = { home: p.home_win, draw: p.draw, away: p.away_win };
    const elo = diffs && logit ? orderedLogitProbabilities(logit, diffs[i] as number) : null;
    const probabilities = elo
      ? { home: (1 - blend) * dc.home + blend * elo.home, draw: (1 - blend) * dc.draw + blend * elo.draw, away: (1 - blend) * dc.away + blend * elo.away }
      : dc;
    forecasts.push({ fixture, home_xg: rates.home, away_xg: rates.away, rho, probabilities, dixon_coles: dc, elo, fit });
  }
  return forecasts;
}
