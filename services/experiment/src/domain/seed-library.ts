// What a fresh experiment database starts with (issue 12): a small named library of weight sets,
// each trying one idea (two of them Dixon–Coles, issue 13), so that production plus these twelve
// makes the spec's thirteen; and the production rounding configuration with the spec's defaults plus
// seven alternatives (one of them most-probable rounding), the spec's eight. Natural ids, so seeding
// twice (two replicas) writes nothing new.
import {
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  type DixonColesModel,
  type RoundingModeKind,
  type RoundingParameters,
  type Weights,
} from '@scoreline/contracts';

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
  production: boolean;
}

const w = (H1: number, H2: number, H3: number, H4: number, A1: number, A2: number): Weights => ({ H1, H2, H3, H4, A1, A2 });

// Issue 13: the second model family and the most-probable rounding mode, part of the library (in
// place of two six-metric sets and one rounding alternative, so the spec's 13 sets and 8 configs
// stand). Also seeded under their own marks, so a database seeded before them gets them once. Each
// Dixon–Coles set keeps the spec's default weights beside its parameters (what GET /api/weights
// shows while it is production).
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
    description: 'The Dixon–Coles fit blended 0.7/0.3 with an Elo ordered logit (K 20, home advantage 60 points): the issue’s best RPS.',
    weights: { ...DEFAULT_WEIGHTS },
    model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } },
  },
];

export const SEED_WEIGHT_SETS: readonly SeedWeightSet[] = [
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
    production: false,
  },
];

export const SEED_ROUNDING_CONFIGS: readonly SeedRoundingConfig[] = [
  { id: 'rc-spec-defaults', name: 'Spec defaults', description: 'The product defaults: draw under 0.25 goals, clear advantage from 0.4 (+0.3), no home bias.', parameters: r({}), production: true },
  { id: 'rc-draw-keen', name: 'Draw keen', description: 'Calls a draw up to 0.35 goals of difference: draws are a quarter of results.', parameters: r({ draw_threshold: 0.35 }), production: false },
  { id: 'rc-draw-shy', name: 'Draw shy', description: 'Calls a draw only under 0.15 goals of difference: backs the favourite more often.', parameters: r({ draw_threshold: 0.15 }), production: false },
  { id: 'rc-home-bias', name: 'Home bias', description: 'Adds 0.1 goals to the home side before deciding.', parameters: r({ home_bias_enabled: true, home_bias_amount: 0.1 }), production: false },
  { id: 'rc-strong-home-bias', name: 'Strong home bias', description: 'Adds 0.2 goals to the home side before deciding.', parameters: r({ home_bias_enabled: true, home_bias_amount: 0.2 }), production: false },
  { id: 'rc-bold-favourites', name: 'Bold favourites', description: 'A clear advantage from 0.3 goals, shown with +0.5; small advantages +0.1.', parameters: r({ clear_advantage_threshold: 0.3, clear_advantage_adjustment: 0.5, small_advantage_adjustment: 0.1 }), production: false },
  { id: 'rc-plain-scores', name: 'Plain scores', description: 'No adjustment to the favourite: the shown score is the rounded expected goals.', parameters: r({ clear_advantage_adjustment: 0, small_advantage_adjustment: 0 }), production: false },
  ...SEED_ROUNDING_MODE_CONFIGS,
];
