import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPaymentConfig } from '@scoreline/service-payment';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';
import { corsOriginsOf, embeddedServiceEnv, siteOriginsOf } from '../src/edge/site-origins.ts';
import { writeBuiltShell } from './support/built-shell.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// `PORT=18000 npm start` serves the site on :18000: a checkout started there must return there, and
// the pages' CSP must not name :8000. PUBLIC_ORIGINS, when set, decides instead.

const development = (extra: Record<string, string> = {}) => loadGatewayConfig({ NODE_ENV: 'development', PORT: '18000', ...extra });

describe('gateway: the site origins follow PORT and PUBLIC_ORIGINS', () => {
  it('in development without PUBLIC_ORIGINS, the site is the gateway on its own PORT (and the shell dev server)', () => {
    const origins = siteOriginsOf(development());
    expect(origins).toContain('http://localhost:18000');
    expect(origins).toContain('http://127.0.0.1:18000');
    expect(origins.filter((origin) => origin.endsWith(':8000'))).toEqual([]);
    expect(corsOriginsOf(development())).toContain('http://localhost:18000');
  });

  it('hands those origins to the embedded payment service, so a checkout returns to :18000', () => {
    const gateway = development();
    const payment = loadPaymentConfig(embeddedServiceEnv(gateway, { NODE_ENV: 'development', PORT: '18000' }));
    expect(payment.PUBLIC_ORIGINS).toEqual(siteOriginsOf(gateway));
    expect(payment.PUBLIC_ORIGINS[0]).toBe('http://localhost:18000');
  });

  it('PUBLIC_ORIGINS, when set, is the site in every part and reaches the services unchanged', () => {
    const env = { NODE_ENV: 'development', PORT: '18000', PUBLIC_ORIGINS: 'https://scoreline.example' };
    const gateway = development({ PUBLIC_ORIGINS: 'https://scoreline.example' });
    expect(siteOriginsOf(gateway)).toEqual(['https://scoreline.example']);
    expect(embeddedServiceEnv(gateway, env)).toBe(env);
    expect(corsOriginsOf({ ...gateway, NODE_ENV: 'production' })).toEqual(['https://scoreline.example']);
  });

  it("names the site's origins in the pages' CSP connect-src, never a fixed :8000", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'scoreline-site-origins-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeBuiltShell(root, {}, {});
    const origins = siteOriginsOf(development());
    const app = createApp(gatewayDeps({ siteRoot: root }, { siteOrigins: origins }));
    const page = await request(app).get('/');
    expect(page.status).toBe(200);
    const connectSrc = /connect-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    expect(connectSrc.split(' ')).toEqual(["'self'", ...origins]);
  });
});
