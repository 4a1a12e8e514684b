// The operators' Event Streams API (docs/engineering.md, "Event streams"): the gateway owns
// /api/streams/* because it is the operators' edge and the one process present in both modes; its
// figures come from Kafka, not from the services it may or may not host.
import { Router } from 'express';
import { z } from 'zod';
import { API, deadLetterIdSchema, isEventTopic } from '@scoreline/contracts';
import type { StreamInspector } from '@scoreline/events';
import { AppError, adminOf, parseParams, parseQuery, requestIdOf, requireBearer, type AuthConfig } from '@scoreline/service-kit';
import { getDeadLetters } from '../use-cases/get-dead-letters.ts';
import { getEventStreams } from '../use-cases/get-event-streams.ts';
import type { ReplayClaims } from '../replicas/dead-letter-replay-claims.ts';
import { replayDeadLetter } from '../use-cases/replay-dead-letter.ts';

const replayParams = z.object({ id: deadLetterIdSchema });

export interface StreamRoutesDeps {
  auth: Pick<AuthConfig, 'JWT_SECRET'>;
  streams: StreamInspector;
  /** One replay of a letter at a time across the gateway's replicas; absent: this process alone replays. */
  replayClaims?: ReplayClaims;
}

export function streamRoutes(deps: StreamRoutesDeps): Router {
  const router = Router();
  const bearer = requireBearer(deps.auth);

  router.get(API.eventStreams.route, bearer, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await getEventStreams({ streams: deps.streams }));
  });

  router.get(API.deadLetters.route, bearer, async (req, res) => {
    const topic = String(req.params.topic);
    if (!isEventTopic(topic)) throw AppError.notFound(`Unknown topic: ${topic}`);
    const { before, limit } = parseQuery(req, API.deadLetters.query, { status: 400 });
    res.set('Cache-Control', 'no-store').json(await getDeadLetters({ topic, before, limit }, { streams: deps.streams }));
  });

  router.post(API.replayDeadLetter.route, bearer, async (req, res) => {
    const topic = String(req.params.topic);
    if (!isEventTopic(topic)) throw AppError.notFound(`Unknown topic: ${topic}`);
    const { id } = parseParams(req, replayParams, { status: 400 });
    const admin = adminOf(res);
    const replay = await replayDeadLetter(
      {
        topic,
        id,
        by: admin?.method === 'bearer' ? admin.claims.sub : 'admin',
        requestId: requestIdOf(req),
      },
      { streams: deps.streams, claims: deps.replayClaims },
    );
    res.set('Cache-Control', 'no-store').json(replay);
  });

  return router;
}
