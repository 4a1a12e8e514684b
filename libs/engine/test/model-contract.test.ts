import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  OUTCOMES,
  WEIGHT_NAMES,
  outcomeSchema,
  roundingParametersInputSchema,
  roundingParametersSchema,
  weightsInputSchema,
  weightsSchema,
} from '@scoreline/contracts';

describe('model contract (libs/contracts/src/model.ts)', () => {
  it('names the six weights and gives the spec defaults', () => {
    expect(WEIGHT_NAMES).toEqual(['H1', 'H2', 'H3', 'H4', 'A1', 'A2']);
    expect(DEFAULT_WEIGHTS).toEqual({ H1: 0.4, H2: 0.2, H3: 0.1, H4: 0.1, A1: 0.4, A2: 0.2 });
    expect(Object.isFrozen(DEFAULT_WEIGHTS)).toBe(true);
  });

  it('accepts weights from 0 to 1 inclusive and rejects anything outside', () => {
    expect(weightsSchema.safeParse({ ...DEFAULT_WEIGHTS, H1: 0 }).success).toBe(true);
    expect(weightsSchema.safeParse({ ...DEFAULT_WEIGHTS, H1: 1 }).success).toBe(true);
    expect(weightsSchema.safeParse({ ...DEFAULT_WEIGHTS, H1: 1.01 }).success).toBe(false);
    expect(weightsSchema.safeParse({ ...DEFAULT_WEIGHTS, A2: -0.01 }).success).toBe(false);
    expect(weightsSchema.safeParse({ H1: 0.4 }).success).toBe(false);
  });

  it('fills missing weights from the defaults in the input schema', () => {
    expect(weightsInputSchema.parse({ H3: 0.5 })).toEqual({ ...DEFAULT_WEIGHTS, H3: 0.5 });
  });

  it('gives the spec rounding defaults and fills missing parameters from them', () => {
    expect(DEFAULT_ROUNDING_PARAMETERS).toEqual({
      draw_threshold: 0.25,
      clear_advantage_threshold: 0.4,
      clear_advantage_adjustment: 0.3,
      small_advantage_adjustment: 0,
      home_bias_enabled: false,
      home_bias_amount: 0.1,
    });
    expect(roundingParametersInputSchema.parse({ draw_threshold: 0.1 })).toEqual({ ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: 0.1 });
    expect(roundingParametersSchema.safeParse({ ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: -0.1 }).success).toBe(false);
    expect(roundingParametersSchema.safeParse({ ...DEFAULT_ROUNDING_PARAMETERS, home_bias_enabled: 'yes' }).success).toBe(false);
  });

  it('has the three outcomes', () => {
    expect(OUTCOMES).toEqual(['home_win', 'away_win', 'draw']);
    expect(outcomeSchema.safeParse('unknown').success).toBe(false);
  });
});
