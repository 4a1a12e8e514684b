import { describe, expect, it } from 'vitest';
import { HTTP_SERVICE_PORTS, WEB_PORTS } from '@scoreline/contracts';
import { FREE_PORT_RANGE } from '@scoreline/service-kit/free-port';
import { allPorts, freeLayout, isPortClash, portLayout, processPlan } from '../src/layout.ts';
import { SERVICE_PATH_PREFIXES, serviceUrls } from '../src/stack.ts';

// What start:distributed runs and where: the architecture's ports by default, the same layout moved
// by DISTRIBUTED_PORT_BASE, every worker in a process of its own, the gateway routing every prefix.

describe('the distributed layout', () => {
  it('uses the architecture ports by default, the operator listener at PORT + 1000', () => {
    const ports = portLayout();
    expect(ports.services).toEqual(HTTP_SERVICE_PORTS);
    expect(ports.web).toEqual(WEB_PORTS);
    expect(ports.operator.gateway).toBe(9000);
    expect(ports.operator.blog).toBe(9105);
  });

  it('moves every port with a base and never reuses one', () => {
    const ports = portLayout(18000);
    expect(ports.services.gateway).toBe(18000);
    expect(ports.services.experiment).toBe(18104);
    expect(ports.web.shell).toBe(18200);
    expect(ports.web['cross-sandbox']).toBe(18206);
    const all = allPorts(ports);
    expect(new Set(all).size).toBe(all.length);
    expect(all.some((port) => Object.values(HTTP_SERVICE_PORTS).includes(port as 8000))).toBe(false);
  });

  it('picks a free layout below the ephemeral range, every port different, and knows a clash when it sees one', async () => {
    const all = allPorts(await freeLayout());
    expect(new Set(all).size).toBe(all.length);
    for (const port of all) expect(port >= FREE_PORT_RANGE.from && port <= FREE_PORT_RANGE.to, `port ${port}`).toBe(true);
    // What the stack's start throws when the gateway could not listen (its log's last line).
    expect(isPortClash(new Error('gateway exited (1) before it was ready; gateway.log ends:\nlisten EADDRINUSE: address already in use 127.0.0.1:38589'))).toBe(true);
    expect(isPortClash(new Error('gateway exited (1) before it was ready; gateway.log ends:\nKafka did not answer'))).toBe(false);
  });

  it('runs each worker.js in its own process with the service API switched off for it, the gateway last', () => {
    const plan = processPlan({ workerReplicas: { prediction: 2 } });
    expect(plan.map((step) => step.name)).toEqual([
      'catalog',
      'prediction',
      'payment',
      'experiment',
      'blog',
      'catalog-worker',
      'prediction-worker-1',
      'prediction-worker-2',
      'experiment-worker',
      'gateway',
    ]);
    expect(plan.find((s) => s.name === 'catalog')?.env).toEqual({ CATALOG_WORKERS: 'off' });
    expect(plan.find((s) => s.name === 'experiment')?.env).toEqual({ EXPERIMENT_WORKERS: 'off' });
    // The payment service has no worker.js: its read model runs in main.js.
    expect(plan.find((s) => s.name === 'payment')?.env).toEqual({});
    expect(plan.filter((s) => s.entry === 'worker').map((s) => s.service)).toEqual([
      'catalog',
      'prediction',
      'prediction',
      'experiment',
    ]);
  });

  it("routes every service's declared prefix to that service's port", () => {
    const urls = serviceUrls(portLayout(18000)).split(',');
    expect(urls).toContain('/api/fixtures=http://127.0.0.1:18101');
    expect(urls).toContain('/api/track-record=http://127.0.0.1:18102');
    expect(urls).toContain('/api/session=http://127.0.0.1:18103');
    expect(urls).toContain('/api/cross-sandbox=http://127.0.0.1:18104');
    expect(urls).toContain('/api/blog=http://127.0.0.1:18105');
    expect(urls).toHaveLength(Object.values(SERVICE_PATH_PREFIXES).flat().length);
  });
});
