// One interface for every fixture source. A provider only fetches one season and translates its
// format into ProviderMatch; clubs, venues and ids are resolved in domain/fixture.ts.
import type { RefreshFetchedFrom } from '@scoreline/contracts';
import type { FixtureSource, ProviderMatch, Rejection } from '../domain/fixture.ts';
import type { Season } from '../domain/season.ts';

export interface SeasonFeed {
  readonly matches: ProviderMatch[];
  /** Entries of the source that could not be read as a match (reported as `no_data`). */
  readonly rejected: Rejection[];
}

export interface FixtureProvider {
  /** The source named on fixtures and events. */
  readonly source: FixtureSource;
  /** Where it reads from, for logs and error messages. */
  readonly location: string;
  /** Over the network, or local files (the shipped snapshot); the refresh status reports it. */
  readonly origin: RefreshFetchedFrom;
  fetchSeason(season: Season): Promise<SeasonFeed>;
}

/**
 * A provider failure. `retryable` separates what may succeed later (timeouts, 429, 5xx) from what
 * will not (404, a token the API refuses, a body that is not the expected format), so the worker
 * retries only the former.
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown; unreachable?: boolean },
  ) {
    super(message, options);
    this.unreachable = options?.unreachable ?? false;
  }
  /** No answer at all (refused, unknown host, offline, timed out): the source could not be reached. */
  readonly unreachable: boolean;
}

export interface FetchJsonOptions {
  readonly headers?: Record<string, string>;
  readonly timeoutMs: number;
  /** Name used in error messages ("football-data.org"). */
  readonly label: string;
}

/** GET a JSON document with a timeout, turning every failure into a classified ProviderError. */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`${options.label} could not be reached (${describe(error)})`, true, {
      cause: error,
      unreachable: true,
    });
  }
  if (!response.ok) {
    // Drain the body so the connection returns to the pool.
    await response.arrayBuffer().catch(() => undefined);
    const retryable = response.status === 429 || response.status >= 500;
    throw new ProviderError(
      `${options.label} answered HTTP ${response.status} for ${redactUrl(url)}`,
      retryable,
    );
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ProviderError(`${options.label} sent a body that is not JSON (${describe(error)})`, false, {
      cause: error,
    });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

// A base URL may carry user:password; error messages end up in the refresh status.
function redactUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}
