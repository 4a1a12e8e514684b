// GET /api/weights: the production weights as the map of the six names (docs/product.md §7).
import type { Weights } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function getWeights(deps: { settings: Repositories['settings'] }): Promise<Weights> {
  return (await deps.settings.get()).weights;
}
