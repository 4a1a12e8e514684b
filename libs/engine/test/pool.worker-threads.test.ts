// The engine's heavy work on worker threads (@scoreline/engine/pool): the same answers as the engine
// in the calling thread, an empty scope still an EmptyScopeError, and the calling thread's event loop
// free while a task runs (in the calling thread, the loop turned not once until a whole Dixon–Coles
// walk-forward had finished; a service's /api/health waited behind it).
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createEvaluationContext, EmptyScopeError, predictAllWithModel, runMatrix } from '../src/index.ts';
import { createEnginePool, fixtureSetOf } from '../src/pool/index.ts';
import { syntheticLeague } from './helpers.ts';

const pool = createEnginePool({ threads: 1 });
afterAll(() => pool.close());

const fixtures = syntheticLeague(6);
const set = fixtureSetOf('league-v1', fixtures);
const dixonColes = { family: 'dixon_coles' as const, parameters: DEFAULT_DIXON_COLES_PARAMETERS };
const matrix = {
  weight_sets: [
    { id: 'six', name: 'Six metrics', weights: DEFAULT_WEIGHTS },
    { id: 'dc', name: 'Dixon–Coles', model: dixonColes },
  ],
  rounding_configs: [
    { id: 'r1', name: 'Production', parameters: DEFAULT_ROUNDING_PARAMETERS },
    { id: 'r2', name: 'Most probable', parameters: DEFAULT_ROUNDING_PARAMETERS, mode: 'most_probable' as const },
  ],
};

describe('the engine pool', () => {
  it('answers a matrix exactly as the engine does in the calling thread', async () => {
    expect(await pool.run('matrix', set, matrix)).toEqual(runMatrix(createEvaluationContext(fixtures), matrix));
  });

  it('answers every prediction exactly as the engine does in the calling thread', async () => {
    const from = fixtures[200]!.kickoff;
    expect(await pool.run('predictAll', fixtures, dixonColes, DEFAULT_ROUNDING_PARAMETERS, { from })).toEqual(
      predictAllWithModel(fixtures, dixonColes, DEFAULT_ROUNDING_PARAMETERS, { from }),
    );
  });

  it('gives an empty scope back as an EmptyScopeError', async () => {
    const failed = pool.run('progressiveBacktest', set, { scope: { seasons: ['1999-00'] } });
    await expect(failed).rejects.toBeInstanceOf(EmptyScopeError);
    await expect(failed).rejects.toThrow(/no played fixtures in scope/);
  });

  it('leaves the calling thread free while a task runs', async () => {
    let turns = 0;
    let turning = true;
    const turn = (): void => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    // A Dixon–Coles walk-forward over a fresh key: the thread builds its context and every fit.
    await pool.run('predictAll', syntheticLeague(8, 11), dixonColes, DEFAULT_ROUNDING_PARAMETERS, {});
    turning = false;
    expect(turns).toBeGreaterThan(1);
  });
});
