import { describe, expect, it, vi } from 'vitest';
import { gameweekResponseSchema } from '@scoreline/contracts';
import { createApiClient } from '../client.ts';
import { ApiContractError, ApiError } from '../errors.ts';
import { SESSION_TOKEN_STORAGE_KEY, type TokenStorage } from '../session-token.ts';

function memoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const gameweek = {
  fixtures: [
    {
      fixture_id: 7,
      home_team: 'Arsenal FC',
      away_team: 'Chelsea FC',
      date: '2026-08-22T14:00:00Z',
      venue: null,
      predicted_outcome: 'home_win',
      has_prediction: true,
    },
  ],
  gameweek_info: { current_gameweek: 2, season: '2026-27' },
  // Results on time: the answer says so with null.
  staleness: null,
};

function respond(status: number, body: string, contentType = 'application/json') {
  return vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

describe('createApiClient', () => {
  it('calls the base address with cookies included and returns the validated body', async () => {
    const fetchMock = respond(200, JSON.stringify(gameweek));
    const client = createApiClient({
      baseUrl: 'http://localhost:8000',
      fetch: fetchMock,
      storage: memoryStorage(),
    });

    const answer = await client.get('/api/fixtures/gameweek/current', gameweekResponseSchema);

    expect(answer.fixtures[0]?.home_team).toBe('Arsenal FC');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8000/api/fixtures/gameweek/current');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('X-Session-Token')).toBe(false);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it('sends the stored session token as X-Session-Token and a given bearer token', async () => {
    const fetchMock = respond(200, JSON.stringify(gameweek));
    const client = createApiClient({
      baseUrl: 'http://localhost:8000',
      fetch: fetchMock,
      storage: memoryStorage({ [SESSION_TOKEN_STORAGE_KEY]: 'tok_paid_session_0123456789' }),
    });

    await client.get('/api/fixtures/gameweek/current', gameweekResponseSchema, { bearer: 'jwt.value.here' });

    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers);
    expect(headers.get('X-Session-Token')).toBe('tok_paid_session_0123456789');
    expect(headers.get('Authorization')).toBe('Bearer jwt.value.here');
  });

  it('posts JSON bodies and appends query parameters', async () => {
    const fetchMock = respond(200, JSON.stringify(gameweek));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: fetchMock,
      storage: memoryStorage(),
    });

    await client.request('/api/x', {
      method: 'POST',
      body: { a: 1 },
      query: { category: 'analysis', skip: undefined },
      schema: gameweekResponseSchema,
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/x?category=analysis');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a non-2xx answer into an ApiError carrying the server detail', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: respond(404, '{"detail":"Fixture 99 not found"}'),
      storage: memoryStorage(),
    });

    const error = await client.get('/api/prediction/99', gameweekResponseSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      detail: 'Fixture 99 not found',
      message: 'Fixture 99 not found',
    });
  });

  it('uses the raw text when the error body is not JSON', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: respond(502, 'Bad gateway upstream', 'text/plain'),
      storage: memoryStorage(),
    });

    await expect(client.get('/api/x', gameweekResponseSchema)).rejects.toMatchObject({
      status: 502,
      detail: 'Bad gateway upstream',
    });
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({
      baseUrl: 'http://localhost:8000',
      fetch: fetchMock,
      storage: memoryStorage(),
    });

    await expect(client.get('/api/x', gameweekResponseSchema)).rejects.toMatchObject({
      status: 0,
      message: 'Unable to reach the server at http://localhost:8000. Please check your connection.',
    });
  });

  it('rejects a 2xx body that breaks the contract, naming the field', async () => {
    const broken = { ...gameweek, fixtures: [{ ...gameweek.fixtures[0], date: 'next saturday' }] };
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: respond(200, JSON.stringify(broken)),
      storage: memoryStorage(),
    });

    const error = await client.get('/api/x', gameweekResponseSchema).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).issues.join()).toContain('fixtures.0.date');
  });

  describe('without a schema', () => {
    it('returns the body as the server sent it, unchecked', async () => {
      const offContract = { ...gameweek, fixtures: [{ ...gameweek.fixtures[0], date: 'next saturday' }] };
      const client = createApiClient({
        baseUrl: 'http://api.test',
        fetch: respond(200, JSON.stringify(offContract)),
        storage: memoryStorage(),
      });

      await expect(client.get<typeof offContract>('/api/x')).resolves.toEqual(offContract);
    });

    it('still sends the options: query, bearer token, session token and abort signal', async () => {
      const fetchMock = respond(200, '{"ok":true}');
      const client = createApiClient({
        baseUrl: 'http://api.test',
        fetch: fetchMock,
        storage: memoryStorage({ [SESSION_TOKEN_STORAGE_KEY]: 'tok_paid_session_0123456789' }),
      });
      const controller = new AbortController();

      await client.get('/api/x', { query: { page: 2 }, bearer: 'jwt.value.here', signal: controller.signal });

      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('http://api.test/api/x?page=2');
      expect(init?.method).toBe('GET');
      expect(init?.signal).toBe(controller.signal);
      const headers = new Headers(init?.headers);
      expect(headers.get('Authorization')).toBe('Bearer jwt.value.here');
      expect(headers.get('X-Session-Token')).toBe('tok_paid_session_0123456789');
    });

    it('posts JSON and answers an empty body with null', async () => {
      const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
      const client = createApiClient({
        baseUrl: 'http://api.test',
        fetch: fetchMock,
        storage: memoryStorage(),
      });

      await expect(client.post('/api/session/activate', { session_token: 'abc' })).resolves.toBeNull();

      const [, init] = fetchMock.mock.calls[0]!;
      expect(init?.method).toBe('POST');
      expect(init?.body).toBe('{"session_token":"abc"}');
    });

    it('still turns a non-2xx answer into an ApiError carrying the server detail', async () => {
      const client = createApiClient({
        baseUrl: 'http://api.test',
        fetch: respond(402, '{"detail":"Payment required"}'),
        storage: memoryStorage(),
      });

      await expect(client.post('/api/x', {})).rejects.toMatchObject({
        name: 'ApiError',
        status: 402,
        detail: 'Payment required',
      });
    });
  });

  it('checks a posted answer against the schema given with the body', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch: respond(200, '{"fixtures":"none"}'),
      storage: memoryStorage(),
    });

    await expect(client.post('/api/x', { a: 1 }, gameweekResponseSchema)).rejects.toBeInstanceOf(
      ApiContractError,
    );
  });
});
