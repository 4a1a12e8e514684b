// What a fresh experiment database starts with: a small named library of weight sets, each trying
// one idea (two of them Dixon–Coles), with the original defaults' set (ws-spec-defaults): thirteen,
// production (the measured best, seed-libraries.ts) among them; and eight rounding configurations:
// the original smart rounding, six alternatives and most-probable rounding. Natural ids, so seeding twice (two replicas) writes nothing new.
import {
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  type DixonColesModel,
  type RoundingModeKind,
  type RoundingParameters,
  SPECIFICATION_DEFAULTS_NAME,
  type Weights,
} from '@scoreline/contracts';
import { measuredModels } from '@scoreline/engine';

export interface SeedWeightSet {
  id: string;
  name: string;
  description: string;
  weights: Weights;
  /** Another family's configuration (the Dixon–Coles sets). */
  model?: DixonColesModel;
}

export interface SeedRoundingConfig {
  id: string;
  name: string;
  description: string;
  parameters: RoundingParameters;
  mode?: RoundingModeKind;
}

const w = (H1: number, H2: number, H3: number, H4: number, A1: number, A2: number): Weights => ({ H1, H2, H3, H4, A1, A2 });

// The second model family and the most-probable rounding mode, part of the library. Also seeded
// under their own marks, so a database seeded before them gets them once. Each Dixon–Coles set keeps
// the default six weights beside its parameters (what GET /api/weights shows while it is
// production).
export const SEED_MODEL_FAMILY_SETS: readonly SeedWeightSet[] = [
  {
    id: 'ws-dixon-coles',
    name: 'Dixon–Coles (time-decayed)',
    description:
      'Second model family: attack and defence ratings fitted on every past match with a one-year-ish time decay (ξ 0.0025/day) and a ridge of 4, refitted every gameweek.',
    weights: { ...DEFAULT_WEIGHTS },
    model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS } },
  },
  {
    id: 'ws-dixon-coles-elo-blend',
    name: 'Dixon–Coles + Elo blend',
    description: 'The Dixon–Coles fit blended 0.7/0.3 with an Elo ordered logit (K 20, home advantage 60 points): the best walk-forward RPS measured.',
    weights: { ...DEFAULT_WEIGHTS },
    model: blendModel(),
  },
];

/** The tuned blend the engine report measures (one definition: libs/engine configurations.ts). */
function blendModel(): DixonColesModel {
  const blend = measuredModels().dixon_coles_blend;
  if (blend.family !== 'dixon_coles') throw new Error('the measured blend is a Dixon–Coles configuration');
  return blend;
}

/** The six-metric model with its default weights (ws-spec-defaults): one promotion takes production back to it. */
export const SPECIFICATION_DEFAULTS_WEIGHT_SET: SeedWeightSet = {
  id: 'ws-spec-defaults',
  name: SPECIFICATION_DEFAULTS_NAME,
  description: 'The specification’s six-metric model with its default weights (H1 0.4, H2 0.2, H3 0.1, H4 0.1, A1 0.4, A2 0.2).',
  weights: { ...DEFAULT_WEIGHTS },
};

export const SEED_WEIGHT_SETS: readonly SeedWeightSet[] = [
  SPECIFICATION_DEFAULTS_WEIGHT_SET,
  { id: 'ws-attack-heavy', name: 'Attack heavy', description: 'Goals scored (H1, A1) dominate: a team is what it scores.', weights: w(0.6, 0.1, 0.1, 0.1, 0.6, 0.1) },
  { id: 'ws-defence-heavy', name: 'Defence heavy', description: 'Goals conceded by the opponent (H2, A2) dominate: a team scores what the other side lets in.', weights: w(0.2, 0.5, 0.1, 0.1, 0.2, 0.5) },
  { id: 'ws-balanced', name: 'Balanced attack and defence', description: 'Scoring and conceding averages count the same, with a little head-to-head and league anchor.', weights: w(0.35, 0.35, 0.1, 0.1, 0.35, 0.35) },
  { id: 'ws-head-to-head-heavy', name: 'Head-to-head heavy', description: 'The historical matchup average (H3) leads: some pairings repeat their scores.', weights: w(0.3, 0.15, 0.5, 0.05, 0.3, 0.15) },
  { id: 'ws-no-head-to-head', name: 'No head-to-head', description: 'The spec defaults without the matchup average (H3 = 0): tests whether past meetings add noise.', weights: w(0.4, 0.2, 0, 0.1, 0.4, 0.2) },
  { id: 'ws-league-anchored', name: 'League average anchored', description: 'The league-wide averages (H4) pull every prediction towards the typical match.', weights: w(0.25, 0.15, 0.05, 0.5, 0.25, 0.15) },
  { id: 'ws-team-strength-only', name: 'Team strength only', description: 'Scoring and conceding averages alone, equally: no matchup history and no league anchor.', weights: w(0.5, 0.5, 0, 0, 0.5, 0.5) },
  { id: 'ws-home-attack', name: 'Home attack emphasis', description: "The home side's scoring at home (H1) counts double the away side's scoring away (A1).", weights: w(0.6, 0.2, 0.1, 0.1, 0.3, 0.2) },
  { id: 'ws-away-attack', name: 'Away attack emphasis', description: "The away side's scoring away (A1) counts double the home side's scoring at home (H1).", weights: w(0.3, 0.2, 0.1, 0.1, 0.6, 0.2) },
  { id: 'ws-equal', name: 'Equal weights', description: 'Every metric counts the same: the baseline any idea should beat.', weights: w(0.5, 0.5, 0.5, 0.5, 0.5, 0.5) },
  ...SEED_MODEL_FAMILY_SETS,
];

const r = (changes: Partial<RoundingParameters>): RoundingParameters => ({ ...DEFAULT_ROUNDING_PARAMETERS, ...changes });

export const SEED_ROUNDING_MODE_CONFIGS: readonly SeedRoundingConfig[] = [
  {
    id: 'rc-most-probable',
    name: 'Most probable',
    description: 'The shown outcome is always the most probable one; the score is the most probable score within it.',
    parameters: r({}),
    mode: 'most_probable',
  },
];

/** Smart rounding with its default parameters (rc-spec-defaults): one promotion takes production back to it. */
export const SPECIFICATION_DEFAULTS_ROUNDING_CONFIG: SeedRoundingConfig = {
  id: 'rc-spec-defaults',
  name: SPECIFICATION_DEFAULTS_NAME,
  description: 'The specification’s smart rounding: draw under 0.25 goals, clear advantage from 0.4 (+0.3), no home bias.',
  parameters: r({}),
};

export const SEED_ROUNDING_CONFIGS: readonly SeedRoundingConfig[] = [
  SPECIFICATION_DEFAULTS_ROUNDING_CONFIG,
  { id: 'rc-draw-keen', name: 'Draw keen', description: 'Calls a draw up to 0.35 goals of difference: draws are a quarter of results.', parameters: r({ draw_threshold: 0.35 }) },
  { id: 'rc-draw-shy', name: 'Draw shy', description: 'Calls a draw only under 0.15 goals of difference: backs the favourite more often.', parameters: r({ draw_threshold: 0.15 }) },
  { id: 'rc-home-bias', name: 'Home bias', description: 'Adds 0.1 goals to the home side before deciding.', parameters: r({ home_bias_enabled: true, home_bias_amount: 0.1 }) },
  { id: 'rc-strong-home-bias', name: 'Strong home bias', description: 'Adds 0.2 goals to the home side before deciding.', parameters: r({ home_bias_enabled: true, home_bias_amount: 0.2 }) },
  { id: 'rc-bold-favourites', name: 'Bold favourites', description: 'A clear advantage from 0.3 goals, shown with +0.5; small advantages +0.1.', parameters: r({ clear_advantage_threshold: 0.3, clear_advantage_adjustment: 0.5, small_advantage_adjustment: 0.1 }) },
  { id: 'rc-plain-scores', name: 'Plain scores', description: 'No adjustment to the favourite: the shown score is the rounded expected goals.', parameters: r({ clear_advantage_adjustment: 0, small_advantage_adjustment: 0 }) },
  ...SEED_ROUNDING_MODE_CONFIGS,
];
