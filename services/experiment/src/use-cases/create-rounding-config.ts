// A new sandbox rounding configuration; names are unique regardless of case (409).
import type { createRoundingConfigRequestSchema, RoundingConfig } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { DuplicateNameError } from '../domain/library-name.ts';
import type { Clock, IdFactory, Repositories } from './ports.ts';

export async function createRoundingConfig(
  request: z.output<typeof createRoundingConfigRequestSchema>,
  deps: { roundingConfigs: Repositories['roundingConfigs']; clock: Clock; newId: IdFactory },
): Promise<RoundingConfig> {
  const { name, description, mode, ...parameters } = request;
  try {
    return await deps.roundingConfigs.create(
      { id: deps.newId('rc'), name, description, parameters, mode },
      deps.clock(),
    );
  } catch (error) {
    if (error instanceof DuplicateNameError)
      throw AppError.conflict(`A rounding configuration named "${name}" already exists`);
    throw error;
  }
}
