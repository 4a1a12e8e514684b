import { loadAllMatches } from './src/data/epl-loader.ts';
import { dixonColesWalkForward } from './src/dixon-coles/walk-forward.ts';
import { rankedProbabilityScore } from './src/scoring.ts';
const all = loadAllMatches();
const [fromS, toS] = [process.argv[2]!, process.argv[3]!];
const grid = JSON.parse(process.argv[4]!);
const from = all.find(m => m.season === fromS)!.kickoff;
for (const g of grid) {
  const fc = dixonColesWalkForward(all, { time_decay_per_day: g[0], ridge: g[1], blend_weight: g[2] ?? 0, elo_k: g[3] ?? 20, elo_home_advantage: g[4] ?? 60 }, { from });
  const s = fc.filter(x => x.fixture.season <= toS && x.fixture.home_goals != null);
  let rps = 0, acc = 0;
  for (const x of s) {
    const hg = x.fixture.home_goals!, ag = x.fixture.away_goals!;
    const actual = hg > ag ? 'home_win' : hg === ag ? 'draw' : 'away_win';
    rps += rankedProbabilityScore({ prob_home_win: x.probabilities.home, prob_draw: x.probabilities.draw, prob_away_win: x.probabilities.away }, actual);
    const p = x.probabilities; const pick = p.home >= p.away && p.home >= p.draw ? 'home_win' : p.away >= p.draw ? 'away_win' : 'draw';
    if (pick === actual) acc++;
  }
  console.log(JSON.stringify(g), s.length, (rps/s.length).toFixed(5), (acc/s.length*100).toFixed(2));
}
