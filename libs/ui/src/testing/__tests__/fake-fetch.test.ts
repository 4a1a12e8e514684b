// The fake backend every remote's component tests stand on: which route answers a call, what is
// recorded, and when a call counts as a contract breach.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, offContract, takeContractBreaches } from '../fake-fetch.ts';
import { noBody, routeContractIssues } from '../route-contracts.ts';

const ORIGIN = 'http://localhost:8000';

afterEach(() => {
  vi.unstubAllGlobals();
  takeContractBreaches();
});

describe('fakeFetch', () => {
  it('answers from the exact route first, else from one whose :param or * segment fits', async () => {
    fakeFetch({
      'GET /api/jobs/latest': () => json({ which: 'exact' }),
      'GET /api/jobs/:id': () => json({ which: 'param' }),
      'POST /api/jobs/*/resume': () => json({ which: 'wildcard' }),
    });
    const read = async (path: string, method = 'GET') =>
      (await (await fetch(`${ORIGIN}${path}`, { method })).json()) as unknown;
    expect(await read('/api/jobs/latest')).toEqual({ which: 'exact' });
    expect(await read('/api/jobs/7')).toEqual({ which: 'param' });
    expect(await read('/api/jobs/7/resume', 'POST')).toEqual({ which: 'wildcard' });
  });

  it('answers 404 with a {detail} for a call it has no route for', async () => {
    fakeFetch({ 'GET /api/jobs/:id': () => json({}) });
    const response = await fetch(`${ORIGIN}/api/jobs/7/extra`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'No fake route for GET /api/jobs/7/extra' });
  });

  it('records each call: method, address, headers, credentials and the parsed body', async () => {
    const { requests } = fakeFetch({ 'POST /api/things': () => json({ ok: true }) });
    await fetch(`${ORIGIN}/api/things?x=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      credentials: 'include',
      body: JSON.stringify({ name: 'a' }),
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/things');
    expect(request?.url.searchParams.get('x')).toBe('1');
    expect(request?.headers.get('Authorization')).toBe('Bearer t');
    expect(request?.credentials).toBe('include');
    expect(request?.body).toEqual({ name: 'a' });
  });

  it('checks every call against the contracts it is given, except an answer marked offContract', async () => {
    const contractIssues = routeContractIssues([
      { route: 'POST /api/things', request: noBody, answer: noBody },
    ]);
    fakeFetch(
      {
        'POST /api/things': ({ body }) =>
          body === undefined ? offContract(json({ ok: true })) : json({ ok: true }),
        'GET /api/other': () => json({}),
      },
      { contractIssues },
    );
    await fetch(`${ORIGIN}/api/things`, { method: 'POST' });
    expect(takeContractBreaches()).toEqual([]);
    await fetch(`${ORIGIN}/api/things`, { method: 'POST', body: '{}' });
    await fetch(`${ORIGIN}/api/other`);
    expect(takeContractBreaches()).toEqual([
      'POST /api/things: request (body): expected an empty body',
      'POST /api/things: answer 200 (body): expected an empty body',
      'GET /api/other: no contract for this call',
    ]);
  });

  it('checks nothing without contracts', async () => {
    fakeFetch({ 'GET /api/other': () => json({ anything: 1 }) });
    await fetch(`${ORIGIN}/api/other`);
    expect(takeContractBreaches()).toEqual([]);
  });
});
