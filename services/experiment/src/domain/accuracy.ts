// The per-gameweek accuracy breakdown of a list of judged fixtures (percentages 0-100, the engine's).
import type { GameweekAccuracy } from '@scoreline/contracts';
import { percent } from '@scoreline/engine';

interface Judged {
  gameweek: number;
  outcome_correct: boolean;
  score_correct: boolean;
}

/** Accuracy of each gameweek label that has judged fixtures, in gameweek order. */
export function accuracyByGameweek(judged: readonly Judged[]): GameweekAccuracy[] {
  const weeks = new Map<number, { total: number; outcome_correct: number; score_correct: number }>();
  for (const j of judged) {
    const week = weeks.get(j.gameweek) ?? { total: 0, outcome_correct: 0, score_correct: 0 };
    week.total += 1;
    if (j.outcome_correct) week.outcome_correct += 1;
    if (j.score_correct) week.score_correct += 1;
    weeks.set(j.gameweek, week);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([gameweek, w]) => ({
      gameweek,
      ...w,
      outcome_accuracy: percent(w.outcome_correct, w.total),
      score_accuracy: percent(w.score_correct, w.total),
    }));
}
