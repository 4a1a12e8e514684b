// What the real-backend tests ask the gateway directly, parsed with the contracts: the current
// gameweek as visitors get it, the admin preview of the same fixtures with every field (what a
// locked page must not show, and what an unlocked one must), and a fixture of another gameweek.
import {
  adminTokenResponseSchema,
  gameweekPreviewSchema,
  gameweekResponseSchema,
  predictionResponseSchema,
  progressiveSampleSchema,
  recalculationStatusSchema,
  refreshStatusSchema,
  trackRecordResponseSchema,
  type GameweekPreview,
  type GameweekResponse,
  type PredictionResponse,
} from '@scoreline/contracts';

/** The development admin password (libs/service-kit DEV_ADMIN_PASSWORD): the gateway runs without ADMIN_PASSWORD_HASH. */
const DEV_ADMIN_PASSWORD = 'admin';

async function call<T>(url: string, schema: { parse(value: unknown): T }, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return schema.parse(body);
}

export function currentGameweek(gateway: string): Promise<GameweekResponse> {
  return call(`${gateway}/api/fixtures/gameweek/current`, gameweekResponseSchema);
}

export function prediction(gateway: string, fixtureId: number): Promise<PredictionResponse> {
  return call(`${gateway}/api/prediction/${fixtureId}`, predictionResponseSchema);
}

/** An admin JWT from the gateway's login. */
export async function adminToken(gateway: string): Promise<string> {
  const { token } = await call(`${gateway}/api/auth/admin-token`, adminTokenResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: DEV_ADMIN_PASSWORD }),
  });
  return token;
}

/** GET /api/admin/preview-current-gameweek after an admin login through the gateway. */
export async function adminPreview(gateway: string, token?: string): Promise<GameweekPreview> {
  return call(`${gateway}/api/admin/preview-current-gameweek`, gameweekPreviewSchema, {
    headers: { Authorization: `Bearer ${token ?? (await adminToken(gateway))}` },
  });
}

/** POST /api/sandbox/promote/{id} or /api/rounding-sandbox/promote/{id}: what the sandboxes' Promote buttons send. */
export async function promote(gateway: string, token: string, sandbox: 'sandbox' | 'rounding-sandbox', id: string): Promise<void> {
  const response = await fetch(`${gateway}/api/${sandbox}/promote/${id}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`promoting ${id} answered ${response.status}: ${await response.text()}`);
}

/** The configuration the public track record says is in production now (rebuilt after each recalculation). */
export async function configurationInProduction(gateway: string): Promise<string | null> {
  return (await call(`${gateway}/api/track-record`, trackRecordResponseSchema)).production_configuration;
}

/**
 * A played fixture of the same season from an earlier gameweek than `gameweek` (the catalog's public
 * progressive sample lists played fixtures in kick-off order; the latest one is taken), confirmed
 * by the prediction API.
 */
export async function fixtureOfEarlierGameweek(
  gateway: string,
  season: string,
  gameweek: number,
): Promise<PredictionResponse> {
  const startYear = season.slice(0, 4);
  const sample = await call(
    `${gateway}/api/diagnostics/progressive-sample?season=${startYear}&limit=100`,
    progressiveSampleSchema,
  );
  const candidate = sample.sample_fixtures.filter((fixture) => fixture.gameweek < gameweek).at(-1);
  if (!candidate) throw new Error(`no played fixture before gameweek ${gameweek} of ${season} in the progressive sample`);
  const answer = await prediction(gateway, candidate.fixture_id);
  if (answer.season !== season || answer.gameweek >= gameweek) {
    throw new Error(`fixture ${candidate.fixture_id} is in ${answer.season} gameweek ${answer.gameweek}, not before gameweek ${gameweek}`);
  }
  return answer;
}

/**
 * The fields only a visitor with access may receive (absent keys, not nulls, when locked: libs/contracts
 * http/prediction.ts).
 */
export const PREMIUM_FIELDS = [
  'prob_home_win',
  'prob_draw',
  'prob_away_win',
  'display_home_goals',
  'display_away_goals',
  'predicted_home_goals',
  'predicted_away_goals',
] as const;

/** True once no refresh runs and the last recalculation completed: the predictions will not move by themselves. */
export async function predictionsAtRest(gateway: string, token: string): Promise<boolean> {
  const [refresh, recalculation] = await Promise.all([
    call(`${gateway}/api/refresh/status`, refreshStatusSchema),
    call(`${gateway}/api/admin/recalculation-status`, recalculationStatusSchema, { headers: { Authorization: `Bearer ${token}` } }),
  ]);
  return !refresh.running && recalculation.last_run?.status === 'completed';
}
