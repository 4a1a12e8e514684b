import { describe, expect, it } from 'vitest';
import {
  compareExperimentsRequestSchema,
  createExperimentRequestSchema,
  createRoundingConfigRequestSchema,
  createWeightSetRequestSchema,
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  DIXON_COLES_PARAMETER_FIELDS,
  dixonColesParametersSchema,
  modelOfWeights,
  progressiveBacktestRequestSchema,
  roundingConfigSchema,
} from '../src/index.ts';

describe('experiment contracts', () => {
  it('fills a new weight set with the spec defaults and trims its name', () => {
    expect(createWeightSetRequestSchema.parse({ name: '  Form heavy ', weights: { H1: 0.7 } })).toEqual({
      name: 'Form heavy',
      description: '',
      weights: { ...DEFAULT_WEIGHTS, H1: 0.7 },
    });
  });

  it('refuses a blank name and a weight outside 0-1', () => {
    expect(createWeightSetRequestSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createWeightSetRequestSchema.safeParse({ name: 'x', weights: { A2: 1.01 } }).success).toBe(false);
  });

  it('refuses an experiment whose gameweek range is reversed or whose season is not offered', () => {
    const base = { name: 'e', weight_set_id: 'w', test_season: 2024, gameweek_start: 1, gameweek_end: 7 };
    expect(createExperimentRequestSchema.safeParse(base).success).toBe(true);
    expect(createExperimentRequestSchema.safeParse({ ...base, gameweek_start: 8 }).success).toBe(false);
    expect(createExperimentRequestSchema.safeParse({ ...base, test_season: 2019 }).success).toBe(false);
    expect(createExperimentRequestSchema.safeParse({ ...base, test_gameweeks: 6 }).success).toBe(false);
  });

  it('compares at least two distinct experiments', () => {
    expect(compareExperimentsRequestSchema.safeParse(['a']).error?.issues[0]?.message).toBe('Select at least 2 experiments to compare');
    expect(compareExperimentsRequestSchema.safeParse(['a', 'a']).success).toBe(false);
    expect(compareExperimentsRequestSchema.safeParse(['a', 'b']).success).toBe(true);
  });

  it('accepts the admin panel backtest range and refuses a start after the end', () => {
    expect(progressiveBacktestRequestSchema.safeParse({ start_season: 2024, start_gameweek: 1, end_season: 2025, end_gameweek: 7 }).success).toBe(true);
    expect(progressiveBacktestRequestSchema.safeParse({ start_season: 2025, start_gameweek: 8, end_season: 2025, end_gameweek: 7 }).success).toBe(false);
    expect(progressiveBacktestRequestSchema.safeParse({ start_season: 2021, start_gameweek: 1, end_season: 2025, end_gameweek: 7 }).success).toBe(false);
  });

  it('fills a rounding configuration with the spec defaults', () => {
    expect(createRoundingConfigRequestSchema.parse({ name: 'Draw keen', draw_threshold: 0.35 })).toEqual({
      ...DEFAULT_ROUNDING_PARAMETERS,
      draw_threshold: 0.35,
      mode: 'smart',
      name: 'Draw keen',
      description: '',
    });
    expect(createRoundingConfigRequestSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Please enter a configuration name');
  });

  it('takes a Dixon–Coles model on a new weight set, filling the parameters left out with the defaults', () => {
    const parsed = createWeightSetRequestSchema.parse({ name: 'DC', model: { family: 'dixon_coles', parameters: { ridge: 8 } } });
    expect(parsed.model).toEqual({ family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, ridge: 8 } });
    expect(createWeightSetRequestSchema.parse({ name: 'DC', model: { family: 'dixon_coles' } }).model).toEqual({
      family: 'dixon_coles',
      parameters: DEFAULT_DIXON_COLES_PARAMETERS,
    });
    expect(createWeightSetRequestSchema.safeParse({ name: 'DC', model: { family: 'dixon_coles', parameters: { blend_weight: 1.2 } } }).success).toBe(false);
    expect(createWeightSetRequestSchema.safeParse({ name: 'X', model: { family: 'other' } }).success).toBe(false);
  });

  it('bounds each Dixon–Coles parameter by the ranges the form shows', () => {
    for (const field of DIXON_COLES_PARAMETER_FIELDS) {
      const at = (value: number) => dixonColesParametersSchema.safeParse({ ...DEFAULT_DIXON_COLES_PARAMETERS, [field.key]: value }).success;
      expect([at(field.min), at(field.max), at(field.min - 0.001), at(field.max + 0.001)]).toEqual([true, true, false, false]);
    }
  });

  it('reads a set stored before families as the six-metric model of its weights', () => {
    expect(modelOfWeights({ weights: DEFAULT_WEIGHTS })).toEqual({ family: 'six_metric', weights: DEFAULT_WEIGHTS });
    const dc = { family: 'dixon_coles' as const, parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS } };
    expect(modelOfWeights({ weights: DEFAULT_WEIGHTS, model: dc })).toBe(dc);
  });

  it('reads a rounding configuration stored before modes as smart rounding', () => {
    const stored = { ...DEFAULT_ROUNDING_PARAMETERS, id: 'rc-old', name: 'Old', description: '', status: 'sandbox', created_at: '2026-11-01T00:00:00Z', promoted_at: null };
    expect(roundingConfigSchema.parse(stored).mode).toBe('smart');
    expect(roundingConfigSchema.safeParse({ ...stored, mode: 'coin_flip' }).success).toBe(false);
  });
});
