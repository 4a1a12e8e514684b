// Makes a configuration production: publishes rounding.promoted (the prediction service applies it
// and recalculates) and answers the configuration as source text.
import type { PromoteRoundingConfigResponse } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { parametersOf, roundingSource } from '../domain/rounding-config.ts';
import type { Clock, Logger, Publisher, Repositories } from './ports.ts';

export async function promoteRoundingConfig(
  input: { id: string; correlationId: string },
  deps: {
    roundingConfigs: Repositories['roundingConfigs'];
    publisher: Publisher;
    clock: Clock;
    logger: Logger;
  },
): Promise<PromoteRoundingConfigResponse> {
  // Either mode can be production: rounding.promoted carries the mode beside the parameters.
  const promoted = await deps.roundingConfigs.promote(input.id, deps.clock());
  if (!promoted) throw AppError.notFound(`Rounding configuration ${input.id} not found`);
  await deps.publisher.publish('rounding.promoted', {
    data: {
      config_id: promoted.id,
      name: promoted.name,
      parameters: parametersOf(promoted),
      mode: promoted.mode,
    },
    correlationId: input.correlationId,
  });
  deps.logger.info(
    { config_id: promoted.id, name: promoted.name },
    'rounding configuration promoted to production',
  );
  return {
    message: `Rounding configuration "${promoted.name}" is now production; the prediction service is recalculating every prediction with it`,
    new_code: roundingSource(promoted),
    config: promoted,
  };
}
