// GET /api/diagnostics/fixtures: how many fixtures have team ids (both clubs in the registry, so
// team documents and venues exist), per season, and how many fixtures the prediction service has
// reported on. Counted in TypeScript, not in an aggregation (FerretDB v1 limits).
import type { FixtureDiagnostics } from '@scoreline/contracts';
import { percent } from '../domain/percent.ts';
import type { Repositories } from './ports.ts';

/** Team-id coverage above this is healthy (docs/product.md §9). */
export const HEALTHY_TEAM_ID_COVERAGE = 90;

export async function getFixtureDiagnostics(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
}): Promise<FixtureDiagnostics> {
  const [facts, predictions] = await Promise.all([deps.fixtures.findFacts(), deps.predictions.counts()]);
  const bySeason = new Map<string, { total: number; with_team_ids: number }>();
  let withIds = 0;
  for (const fact of facts) {
    const entry = bySeason.get(fact.season) ?? { total: 0, with_team_ids: 0 };
    entry.total += 1;
    if (fact.home_team_id !== null && fact.away_team_id !== null) {
      entry.with_team_ids += 1;
      withIds += 1;
    }
    bySeason.set(fact.season, entry);
  }
  const coverage = percent(withIds, facts.length);
  const diagnosis =
    facts.length === 0
      ? { critical_issue: true, message: 'No fixtures stored: refresh the seasons from the admin panel.' }
      : coverage > HEALTHY_TEAM_ID_COVERAGE
        ? { critical_issue: false, message: `Healthy: ${coverage}% of fixtures have team ids.` }
        : {
            critical_issue: true,
            message: `Only ${coverage}% of fixtures have team ids (healthy is above ${HEALTHY_TEAM_ID_COVERAGE}%): clubs missing from the registry cannot be predicted.`,
          };
  return {
    summary: {
      total_fixtures: facts.length,
      with_team_ids: withIds,
      percentage_with_ids: coverage,
      total_predictions: predictions.total,
      predictions_with_metrics: predictions.withPrediction,
    },
    diagnosis,
    by_season: Object.fromEntries(
      [...bySeason.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([season, entry]) => [
          season,
          { ...entry, percentage: percent(entry.with_team_ids, entry.total) },
        ]),
    ),
  };
}
