import { describe, expect, it } from 'vitest';
import { infrastructureDown, testNames, waitUntil } from '../src/index.ts';

describe('testNames', () => {
  it('gives a fresh id per call, in the namespace and the database name', () => {
    const first = testNames('catalog');
    const second = testNames('catalog', 'catalog-embedded');
    expect(first.id).toMatch(/^[0-9a-f]{12}$/);
    expect(first.namespace).toBe(`test-catalog-${first.id}.`);
    expect(first.dbName).toBe(`catalog_test_${first.id}`);
    expect(second.id).not.toBe(first.id);
    expect(second.namespace).toBe(`test-catalog-embedded-${second.id}.`);
    expect(second.dbName).toBe(`catalog_test_${second.id}`);
  });
});

describe('infrastructureDown', () => {
  it('names what is down, where, how to start it, and why', () => {
    expect(infrastructureDown('stripe-mock', 'http://127.0.0.1:12111', 'STRIPE_API_BASE', new Error('ECONNREFUSED')).message).toBe(
      'Integration tests need stripe-mock at http://127.0.0.1:12111: start it with `npm run infra:up` (or set STRIPE_API_BASE). Error: ECONNREFUSED',
    );
  });
});

describe('waitUntil', () => {
  it('resolves once the condition holds', async () => {
    let calls = 0;
    await waitUntil(async () => ++calls >= 3, 1000, 'three calls');
    expect(calls).toBe(3);
  });

  it('rejects naming what it waited for', async () => {
    await expect(waitUntil(() => false, 60, 'a fixture')).rejects.toThrow('timed out after 60 ms waiting for a fixture');
  });
});
