import { z } from '../zod.ts';
export { REQUEST_ID_PATTERN } from '../constants.ts';

// Every non-2xx answer of every service has this one shape (libs/service-kit's central error
// handler writes it, libs/api-client reads it); `detail` is a human-readable sentence that the
// screens show as the "server detail" (docs/product.md §8).
export const errorBodySchema = z.object({ detail: z.string().min(1) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

// The state of one dependency (Kafka, MongoDB, ...) as seen by a health or readiness check.
export const dependencyStateSchema = z.enum(['up', 'down']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

// GET /api/health (gateway) and GET /ready (each service): 200 with status "ok" when every
// dependency is up, 503 with status "degraded" otherwise, and 503 "stopping" once a graceful
// shutdown has begun (so a load balancer drains the instance). Only up/down is exposed: the reason
// a check failed is logged server-side, never sent to an anonymous caller.
export const healthAnswerSchema = z.object({
  status: z.enum(['ok', 'degraded', 'stopping']),
  dependencies: z.record(z.string(), dependencyStateSchema),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

// GET /health (liveness): the process is up and serving; says nothing about dependencies.
export const livenessAnswerSchema = z.object({ status: z.literal('ok') });
export type LivenessAnswer = z.infer<typeof livenessAnswerSchema>;
