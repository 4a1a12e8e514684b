// A stored rounding configuration: its parameters as the engine and the events take them, and its
// source text as the promote answer shows it.
import type { RoundingConfig, RoundingParameters } from '@scoreline/contracts';

export function parametersOf(config: RoundingConfig): RoundingParameters {
  return {
    draw_threshold: config.draw_threshold,
    clear_advantage_threshold: config.clear_advantage_threshold,
    clear_advantage_adjustment: config.clear_advantage_adjustment,
    small_advantage_adjustment: config.small_advantage_adjustment,
    home_bias_enabled: config.home_bias_enabled,
    home_bias_amount: config.home_bias_amount,
  };
}

/** The configuration as a TypeScript constant, for the panel that shows it to copy by hand. */
export function roundingSource(config: RoundingConfig): string {
  const comment = `/** ${config.name.replace(/\*\//g, '* /')}${config.description ? `: ${config.description.replace(/\*\//g, '* /')}` : ''} */`;
  // Most-probable rounding reads no parameters: the engine's RoundingMode names it.
  if (config.mode === 'most_probable') {
    return [
      "import type { RoundingMode } from '@scoreline/engine';",
      '',
      comment,
      "export const PRODUCTION_ROUNDING: RoundingMode = 'most_probable';",
      '',
    ].join('\n');
  }
  const p = parametersOf(config);
  const lines = (Object.keys(p) as (keyof typeof p)[]).map((key) => `  ${key}: ${JSON.stringify(p[key])},`);
  return [
    "import type { RoundingParameters } from '@scoreline/contracts';",
    '',
    comment,
    'export const PRODUCTION_ROUNDING: RoundingParameters = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}
