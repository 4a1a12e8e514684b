// Contract-valid payloads for the tests: parsed through the contract schemas so a test can never
// feed the page something the server is not allowed to send.
import {
  DEFAULT_ROUNDING_PARAMETERS,
  roundingBatchResponseSchema,
  roundingConfigSchema,
  type RoundingBatchResponse,
  type RoundingConfig,
} from '@scoreline/contracts';

export const TOKEN = 'header.payload.signature';

export function aConfig(overrides: Partial<RoundingConfig> = {}): RoundingConfig {
  return roundingConfigSchema.parse({
    ...DEFAULT_ROUNDING_PARAMETERS,
    id: 'rc-tight',
    name: 'Tight draws',
    description: 'Fewer draws',
    status: 'sandbox',
    created_at: '2026-11-20T10:00:00Z',
    promoted_at: null,
    draw_threshold: 0.15,
    ...overrides,
  });
}

export const productionConfig = (): RoundingConfig =>
  aConfig({
    id: 'rc-default',
    name: 'Default smart rounding',
    description: 'The built-in rules',
    status: 'production',
    draw_threshold: 0.25,
    promoted_at: '2026-11-01T10:00:00Z',
  });

export function aBatchResult(): RoundingBatchResponse {
  const row = (config: RoundingConfig, outcome: number, score: number) => ({
    config_id: config.id,
    config_name: config.name,
    is_production: config.status === 'production',
    outcome_accuracy: outcome,
    score_accuracy: score,
    correct_outcomes: Math.round((outcome / 100) * 1520),
    correct_scores: Math.round((score / 100) * 1520),
    total_fixtures: 1520,
    parameters: {
      draw_threshold: config.draw_threshold,
      clear_advantage_threshold: config.clear_advantage_threshold,
      clear_advantage_adjustment: config.clear_advantage_adjustment,
      small_advantage_adjustment: config.small_advantage_adjustment,
      home_bias_enabled: config.home_bias_enabled,
      home_bias_amount: config.home_bias_amount,
    },
  });
  return roundingBatchResponseSchema.parse({
    total_fixtures_tested: 1520,
    results: [row(aConfig(), 49.5, 11.2), row(productionConfig(), 47.25, 10.5)],
  });
}
