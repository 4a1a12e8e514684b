// Whether a matrix job can start at all: played fixtures in its scope, weight sets, rounding
// configurations, a reachable broker and at least one matrix worker, each checked and explained.
import type { MatrixDiagnostic } from '@scoreline/contracts';
import { MATRIX_SCOPE } from '../domain/matrix-job.ts';
import { listMatrixCandidates } from './list-matrix-candidates.ts';
import type { EvaluationCache, Repositories } from './ports.ts';

export interface MatrixDiagnosticDeps extends Pick<
  Repositories,
  'weightSets' | 'roundingConfigs' | 'fixtures'
> {
  evaluation: EvaluationCache;
  /** Is the broker answering? */
  brokerHealth: () => Promise<{ state: 'up' | 'down'; detail?: string }>;
  /** Members of the matrix workers' consumer group now. */
  workerCount: () => Promise<number>;
}

export async function getMatrixDiagnostic(deps: MatrixDiagnosticDeps): Promise<MatrixDiagnostic> {
  const checks: MatrixDiagnostic['checks'] = [];
  const check = (name: string, pass: boolean, details: string) =>
    checks.push({ name, status: pass ? 'PASS' : 'FAIL', details });
  const [evaluation, { weightSets, roundingConfigs: configs }, broker, workers] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    listMatrixCandidates(deps),
    deps.brokerHealth(),
    deps.workerCount().catch(() => 0),
  ]);
  const played = (await evaluation.scopes([MATRIX_SCOPE])).scopes[0]?.played ?? 0;
  check('Fixtures', played > 0, `${played} played fixtures in ${MATRIX_SCOPE.seasons.join(', ')}`);
  check(
    'Weight sets',
    weightSets.length > 0,
    `${weightSets.length} weight sets (production and ${weightSets.length - 1} sandbox)`,
  );
  check('Rounding configs', configs.length > 0, `${configs.length} rounding configurations`);
  check(
    'Message broker',
    broker.state === 'up',
    broker.state === 'up' ? 'Kafka is reachable' : `Kafka is unreachable: ${broker.detail ?? 'no answer'}`,
  );
  check(
    'Matrix workers',
    workers > 0,
    workers > 0 ? `${workers} worker(s) in the consumer group` : 'No matrix worker is running',
  );
  return {
    ready: checks.every((c) => c.status === 'PASS'),
    checks,
    weight_sets: weightSets.length,
    rounding_configs: configs.length,
    total_combinations: weightSets.length * configs.length,
  };
}
