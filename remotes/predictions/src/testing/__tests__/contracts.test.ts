// The fake backend is where the contracts are enforced now that the bundle ships no zod: these tests
// prove that a fake answer or a request drifting from libs/contracts is caught.
import { describe, expect, it } from 'vitest';
import { contractIssues } from '../contracts.ts';
import { aFixture, aGameweek, aLockedPrediction } from '../data.ts';
import { fakeApi, json, offContract, takeContractBreaches } from '../fake-api.ts';

describe('contractIssues', () => {
  it('accepts contract-valid answers, an empty prediction and a {detail} error', () => {
    const ok = { requestBody: undefined, status: 200 };
    expect(
      contractIssues({
        ...ok,
        method: 'GET',
        pathname: '/api/fixtures/gameweek/current',
        answerBody: aGameweek(),
      }),
    ).toEqual([]);
    expect(
      contractIssues({
        ...ok,
        method: 'GET',
        pathname: '/api/prediction/101',
        answerBody: aLockedPrediction(),
      }),
    ).toEqual([]);
    expect(
      contractIssues({ ...ok, method: 'GET', pathname: '/api/prediction/101', answerBody: null }),
    ).toEqual([]);
    expect(
      contractIssues({
        method: 'GET',
        pathname: '/api/prediction/999',
        requestBody: undefined,
        status: 404,
        answerBody: { detail: 'Fixture 999 not found' },
      }),
    ).toEqual([]);
  });

  it('names the field of an answer that drifted from the contract', () => {
    const drifted = { ...aGameweek(), fixtures: [{ ...aFixture(), has_prediction: 'yes' }] };
    const issues = contractIssues({
      method: 'GET',
      pathname: '/api/fixtures/gameweek/current',
      requestBody: undefined,
      status: 200,
      answerBody: drifted,
    });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toContain('fixtures.0.has_prediction');
  });

  it('checks what the page sends, and error answers against {detail}', () => {
    const issues = contractIssues({
      method: 'POST',
      pathname: '/api/payment/create-session',
      requestBody: { fixture_id: '101' },
      status: 502,
      answerBody: { message: 'Stripe is unavailable' },
    });
    expect(issues.some((issue) => issue.includes('request'))).toBe(true);
    expect(issues.some((issue) => issue.includes('answer 502 detail'))).toBe(true);
  });

  it('reports a call that has no contract', () => {
    expect(
      contractIssues({
        method: 'GET',
        pathname: '/api/unknown',
        requestBody: undefined,
        status: 200,
        answerBody: {},
      }),
    ).toEqual(['GET /api/unknown: no contract for this call']);
  });
});

describe('fakeApi', () => {
  it('records a fake answer that breaks the contract, for setup-tests.ts to fail the test', async () => {
    fakeApi({ 'POST /api/payment/create-session': () => json({ url: 'not a url' }) });
    await fetch('http://localhost:8000/api/payment/create-session', {
      method: 'POST',
      body: JSON.stringify({ fixture_id: 101 }),
    });
    const breaches = takeContractBreaches();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toContain('POST /api/payment/create-session: answer 200 url');
  });

  it('lets a test break the contract on purpose with offContract', async () => {
    fakeApi({ 'POST /api/payment/create-session': () => offContract(json({})) });
    await fetch('http://localhost:8000/api/payment/create-session', {
      method: 'POST',
      body: JSON.stringify({ fixture_id: 101 }),
    });
    expect(takeContractBreaches()).toEqual([]);
  });
});
