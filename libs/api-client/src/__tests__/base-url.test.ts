import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from '../base-url.ts';

const at = (origin: string) => {
  const url = new URL(origin);
  return { hostname: url.hostname, port: url.port, origin: url.origin };
};

describe('resolveApiBaseUrl (docs/product.md §9)', () => {
  it('sends a page served from localhost to the gateway on port 8000', () => {
    expect(
      resolveApiBaseUrl({
        location: at('http://localhost:3000'),
        productionBaseUrl: 'https://api.example.com',
      }),
    ).toBe('http://localhost:8000');
    expect(resolveApiBaseUrl({ location: at('http://127.0.0.1:3001') })).toBe('http://localhost:8000');
  });

  it('stays on the same origin when the gateway itself serves the page on :8000', () => {
    expect(resolveApiBaseUrl({ location: at('http://127.0.0.1:8000') })).toBe('http://127.0.0.1:8000');
    expect(resolveApiBaseUrl({ location: at('http://localhost:8000') })).toBe('http://localhost:8000');
  });

  it('uses the configured production API on any other host', () => {
    expect(
      resolveApiBaseUrl({
        location: at('https://scoreline.example'),
        productionBaseUrl: 'https://api.example.com/',
      }),
    ).toBe('https://api.example.com');
  });

  it('falls back to the page origin when no production API is configured', () => {
    expect(resolveApiBaseUrl({ location: at('https://preview-42.scoreline.example') })).toBe(
      'https://preview-42.scoreline.example',
    );
  });

  it('lets an explicit override win over every rule', () => {
    expect(
      resolveApiBaseUrl({ location: at('http://localhost:3000'), override: 'http://127.0.0.1:9123/' }),
    ).toBe('http://127.0.0.1:9123');
  });
});
