// Route parameters of this service: opaque entity ids (weight sets, experiments, configs).
import { entityIdParamsSchema } from '@scoreline/contracts';
import { parseParams } from '@scoreline/service-kit';
import type { Request } from 'express';

export function idParam(req: Request): string {
  return parseParams(req, entityIdParamsSchema, { status: 400 }).id;
}
