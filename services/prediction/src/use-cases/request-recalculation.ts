// Asks the recalculation workers for a recalculation (predictions.recalculation.requested), keyed
// by the seasons it concerns; whichever replica's worker takes it does the work. POST
// /api/admin/recalculate answers 202 with this, weight changes and promotions use it too.
//
// A refusal is true: when the broker does not confirm the send in time the request withdraws its
// event before answering 503, and a worker that receives it later (kafkajs cannot cancel a send)
// does not run it. If a worker took the event first, the request was accepted after all: 202.
import { randomUUID } from 'node:crypto';
import type { RecalculationAccepted, RecalculationReason } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { requestEventKey } from '../domain/request-event-key.ts';
import type { Clock, Logger, Publisher, Repositories } from './ports.ts';

export interface RequestRecalculationDeps {
  fixtures: Repositories['fixtures'];
  recalculationRuns: Repositories['recalculationRuns'];
  publisher: Publisher;
  logger: Logger;
  clock: Clock;
}

/** A settings change that is followed by a recalculation: the settings and what the request needs. */
export interface SettingsChangeDeps extends RequestRecalculationDeps {
  settings: Repositories['settings'];
}

export class NothingToRecalculateError extends AppError {
  constructor() {
    super(409, 'No fixtures to predict yet: refresh the seasons first (POST /api/refresh/season/{season})');
  }
}

export async function requestRecalculation(
  input: { reason: RecalculationReason; correlationId: string; seasons?: readonly string[] },
  deps: RequestRecalculationDeps,
): Promise<RecalculationAccepted> {
  const seasons = input.seasons ? [...input.seasons] : await deps.fixtures.seasons();
  if (seasons.length === 0) throw new NothingToRecalculateError();
  const eventId = randomUUID();
  try {
    await deps.publisher.publish('predictions.recalculation.requested', {
      data: { seasons, reason: input.reason },
      correlationId: input.correlationId,
      id: eventId,
    });
  } catch (error) {
    if (await withdrawn(eventId, error, deps)) {
      throw AppError.unavailable('The recalculation could not be requested (event bus unavailable); try again shortly', {
        cause: error,
      });
    }
    deps.logger.info({ correlation_id: input.correlationId }, 'recalculation send unconfirmed, but a worker already took it: accepted');
  }
  // After the publish, so the status never shows a request that is not on the broker. A failure
  // here costs only the status line (the worker still runs it and writes `running`), so it is
  // logged and the request stays accepted.
  await deps.recalculationRuns
    .requested({ reason: input.reason, correlation_id: input.correlationId, started_at: deps.clock() })
    .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not record the requested recalculation'));
  deps.logger.info({ seasons, reason: input.reason, correlation_id: input.correlationId }, 'recalculation requested');
  return {
    status: 'accepted',
    message: `Recalculation of ${seasons.length} season(s) requested; a worker recomputes every prediction and publishes the changed ones`,
    reason: input.reason,
    seasons,
    correlation_id: input.correlationId,
  };
}

/** Withdraws an unconfirmed request; false only when a worker had taken it (it runs: accepted). */
async function withdrawn(eventId: string, sendError: unknown, deps: RequestRecalculationDeps): Promise<boolean> {
  try {
    return await deps.recalculationRuns.withdraw(requestEventKey(eventId), deps.clock());
  } catch (error) {
    // The store is out as well: the request is refused all the same. A late delivery would then
    // run it, which repeats a recalculation (idempotent) and is logged here.
    deps.logger.warn({ err: error, send_error: sendError }, 'could not withdraw the refused recalculation request');
    return true;
  }
}
