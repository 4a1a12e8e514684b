// fixtures.upserted with results → the grades of the sealed records of those fixtures (outcome
// right, exact score right, RPS). Only a finished match's score is a result; a grade is written only
// when it differs from the stored one, so a replayed batch writes nothing. A corrected result
// re-grades the record; the sealed prediction itself is never touched.
import type { FixtureRecord } from '@scoreline/contracts';
import { hasResult } from '@scoreline/engine';
import { grade, sameGrade } from '../domain/track-record.ts';
import type { SealedPredictionsRepository } from '../repositories/sealed-predictions-repository.ts';
import type { Clock } from './ports.ts';

export interface GradeSealedPredictionsDeps {
  sealed: SealedPredictionsRepository;
  clock: Clock;
}

export async function gradeSealedPredictions(
  input: { fixtures: readonly FixtureRecord[] },
  deps: GradeSealedPredictionsDeps,
): Promise<{ graded: number; results: number }> {
  const results = new Map<string, { home_goals: number; away_goals: number }>();
  for (const f of input.fixtures) {
    if (f.status === 'finished' && hasResult(f)) {
      results.set(f.id, { home_goals: f.home_goals, away_goals: f.away_goals });
    }
  }
  if (results.size === 0) return { graded: 0, results: 0 };
  const records = await deps.sealed.findByIds([...results.keys()]);
  const now = deps.clock();
  const grades = records.flatMap((record) => {
    const next = grade(record.prediction, results.get(record.fixture_id) as { home_goals: number; away_goals: number });
    return sameGrade(record.grade, next) ? [] : [{ fixture_id: record.fixture_id, grade: { ...next, graded_at: now } }];
  });
  await deps.sealed.saveGrades(grades);
  return { graded: grades.length, results: results.size };
}
