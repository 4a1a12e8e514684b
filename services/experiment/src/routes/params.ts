// Route parameters of this service: opaque entity ids (weight sets, experiments, configs).
import { entityIdSchema } from '@scoreline/contracts';
import { parseParams } from '@scoreline/service-kit';
import type { Request } from 'express';
import { z } from 'zod';

const idParamsSchema = z.object({ id: entityIdSchema });

export function idParam(req: Request): string {
  return parseParams(req, idParamsSchema, { status: 400 }).id;
}
