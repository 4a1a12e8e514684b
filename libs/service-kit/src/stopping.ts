import type { Express } from 'express';

// Set by startHttpServer when a graceful shutdown begins, read by the app's /ready endpoint, so a
// load balancer stops sending traffic while in-flight requests drain. A WeakSet keeps this state
// inside service-kit instead of on app.locals, where a service could overwrite it.
const stoppingApps = new WeakSet<Express>();

export function markStopping(app: Express): void {
  stoppingApps.add(app);
}

export function isStopping(app: Express): boolean {
  return stoppingApps.has(app);
}
