import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// Each app gets its own prom-client Registry (never the global one), so several apps in one
// process (tests, or the gateway) never collide on metric names.

export interface HttpMetrics {
  registry: Registry;
  middleware: RequestHandler;
  /** Times one request until it finishes, under `route` (a front answering before the app uses it). */
  track(req: IncomingMessage, res: ServerResponse, route: string): void;
}

export function createHttpMetrics(serviceName: string, options: { defaultMetrics?: boolean } = {}): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  /** Times the request until it finishes; `routeOf` names its series then. */
  const time = (req: IncomingMessage, res: ServerResponse, routeOf: () => string) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ method: req.method, route: routeOf(), status_code: String(res.statusCode) }));
  };
  const middleware: RequestHandler = (req, res, next) => {
    // The route pattern, not the URL: ids in paths would make one series per fixture.
    time(req, res, () => (req.route ? `${req.baseUrl}${String(req.route.path)}` : res.statusCode === 404 ? 'unmatched' : 'middleware'));
    next();
  };
  return { registry, middleware, track: (req, res, route) => time(req, res, () => route) };
}
