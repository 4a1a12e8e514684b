// Chooses the provider for a source, and locates the embedded snapshot.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FixtureSource } from '../domain/fixture.ts';
import { createFootballDataProvider } from './football-data.ts';
import { createOpenfootballProvider } from './openfootball.ts';
import { type FixtureProvider, ProviderError } from './provider.ts';

export { type FixtureProvider, ProviderError, type SeasonFeed } from './provider.ts';
export {
  OPENFOOTBALL_PUBLIC_BASE_URL,
  createOpenfootballProvider,
  parseOpenfootballSeason,
} from './openfootball.ts';
export {
  FOOTBALL_DATA_BASE_URL,
  createFootballDataProvider,
  parseFootballDataSeason,
} from './football-data.ts';

export interface ProviderSettings {
  readonly openfootballBaseUrl: string;
  /** football-data.org is used only when a token is configured. */
  readonly footballDataToken?: string | undefined;
  readonly footballDataBaseUrl?: string | undefined;
  readonly timeoutMs?: number | undefined;
}

export interface ProviderRegistry {
  /** What an admin refresh asks for: football-data.org when a token is set, else openfootball. */
  readonly defaultSource: FixtureSource;
  get(source: FixtureSource): FixtureProvider;
}

export function createProviderRegistry(settings: ProviderSettings): ProviderRegistry {
  const openfootball = createOpenfootballProvider({
    baseUrl: settings.openfootballBaseUrl,
    timeoutMs: settings.timeoutMs,
  });
  const footballData = settings.footballDataToken
    ? createFootballDataProvider({
        token: settings.footballDataToken,
        baseUrl: settings.footballDataBaseUrl,
        timeoutMs: settings.timeoutMs,
      })
    : null;
  return {
    defaultSource: footballData ? 'football-data' : 'openfootball',
    get(source) {
      if (source === 'openfootball') return openfootball;
      if (footballData) return footballData;
      throw new ProviderError('football-data.org was requested but FOOTBALL_DATA_TOKEN is not set', false);
    },
  };
}

const SNAPSHOT_PARTS = ['data', 'openfootball'];

/**
 * The embedded openfootball snapshot (services/catalog/data/openfootball). Found by walking up from
 * this module, so it works from src/ under tsx, from the catalog's dist/main.js and from a gateway
 * bundle that sits elsewhere in the repository; CATALOG_SNAPSHOT_DIR overrides it.
 */
export function locateSnapshotDir(from: string = fileURLToPath(import.meta.url)): string | null {
  let dir = path.dirname(from);
  for (;;) {
    for (const candidate of [
      path.join(dir, ...SNAPSHOT_PARTS),
      path.join(dir, 'services', 'catalog', ...SNAPSHOT_PARTS),
    ]) {
      if (existsSync(path.join(candidate, 'README.md'))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function createSnapshotProvider(dir: string): FixtureProvider {
  return createOpenfootballProvider({ baseUrl: pathToFileURL(dir).href });
}
