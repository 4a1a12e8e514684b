// `npx tsx scripts/tune-dixon-coles.ts [json-parameter-sets…]`: the Dixon–Coles family walk-forward on
// the tuning seasons 2017-18 … 2022-23 only (history from 2010-11 behind them), printing mean RPS and
// outcome accuracy per parameter set. The evaluation window 2023-24 … 2025-26 is never judged here: the
// hyper-parameters are chosen on these figures (README, "Choosing the hyper-parameters"). Each argument
// is a JSON object merged over the defaults, e.g. '{"time_decay_per_day":0.002,"ridge":6}'.
import { DEFAULT_DIXON_COLES_PARAMETERS, type DixonColesParameters } from '@scoreline/contracts';
import { dixonColesWalkForward, mostProbableOutcome, outcomeOfScore, rankedProbabilityScore } from '@scoreline/engine';
import { loadAllMatches } from '../src/epl-loader.ts';

const TUNING_SEASONS = ['2017-18', '2018-19', '2019-20', '2020-21', '2021-22', '2022-23'];
const matches = loadAllMatches();
const from = matches.find((m) => m.season === TUNING_SEASONS[0])?.kickoff;
// Nothing at or after the window's first kickoff is needed, so nothing of it is even loaded into a fit.
const windowStart = Date.parse(matches.find((m) => m.season === '2023-24')?.kickoff ?? '9999-01-01');
const history = matches.filter((m) => Date.parse(m.kickoff) < windowStart);

const sets = process.argv.slice(2).map((arg) => JSON.parse(arg) as Partial<DixonColesParameters>);
for (const overrides of sets.length > 0 ? sets : [{}]) {
  const parameters: DixonColesParameters = { ...DEFAULT_DIXON_COLES_PARAMETERS, ...overrides };
  let n = 0;
  let rps = 0;
  let correct = 0;
  for (const f of dixonColesWalkForward(history, parameters, from ? { from } : {})) {
    const m = f.fixture;
    if (!TUNING_SEASONS.includes(m.season) || m.home_goals == null || m.away_goals == null) continue;
    const actual = outcomeOfScore(m.home_goals, m.away_goals);
    const p = { prob_home_win: f.probabilities.home, prob_draw: f.probabilities.draw, prob_away_win: f.probabilities.away };
    rps += rankedProbabilityScore(p, actual);
    if (mostProbableOutcome(f.probabilities) === actual) correct++;
    n++;
  }
  console.log(`${JSON.stringify(overrides)}  n=${n}  RPS ${(rps / n).toFixed(5)}  outcome ${((100 * correct) / n).toFixed(2)} %`);
}
