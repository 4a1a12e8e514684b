// Public, no token: the track record is the same for every visitor, so shared caches may keep it
// for a minute (it changes when a match is graded). The gameweek answer is cached briefly too: its
// premium fields unlock at the last kick-off, and a minute's delay then is harmless.
import { API, gameweekSchema, seasonSchema } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { getTrackRecord } from '../use-cases/get-track-record.ts';
import { getTrackRecordHeadline } from '../use-cases/get-track-record-headline.ts';
import { getTrackRecordGameweek } from '../use-cases/get-track-record-gameweek.ts';

const CACHE = 'public, max-age=60';

function parseGameweekParams(params: Record<string, string | string[] | undefined>): { season: string; gameweek: number } {
  const season = seasonSchema.safeParse(params.season);
  if (!season.success) throw AppError.badRequest(`Invalid season: "${String(params.season)}". Expected a season like 2026-27.`);
  const text = String(params.gameweek);
  const gameweek = gameweekSchema.safeParse(/^\d{1,2}$/.test(text) ? Number(text) : Number.NaN);
  if (!gameweek.success) throw AppError.badRequest(`Invalid gameweek: "${text}". Expected a number from 1 to 38.`);
  return { season: season.data, gameweek: gameweek.data };
}

/** How long this process reuses the stored summary (one store read per period, whatever the load). */
const SUMMARY_TTL_MS = 2_000;

export function trackRecordRoutes(router: Router, context: PredictionContext): void {
  // The summary document is large (a point per graded gameweek) and FerretDB is slow to read it,
  // so one read serves every request of the next two seconds (the catalog's gameweek rule).
  let cached: { at: number; answer: ReturnType<typeof getTrackRecord> } | null = null;
  router.get(API.trackRecord.route, async (_req, res) => {
    const now = Date.now();
    if (!cached || now - cached.at > SUMMARY_TTL_MS) {
      const answer = getTrackRecord(context.repositories);
      cached = { at: now, answer };
      answer.catch(() => {
        if (cached?.answer === answer) cached = null;
      });
    }
    res.set('Cache-Control', CACHE).json(await cached.answer);
  });

  // The home page's figure: one small document read, cached like the summary by the edge.
  router.get(API.trackRecordHeadline.route, async (_req, res) => {
    res.set('Cache-Control', CACHE).json(await getTrackRecordHeadline(context.repositories));
  });

  router.get(API.trackRecordGameweek.route, async (req, res) => {
    const input = parseGameweekParams(req.params);
    res.set('Cache-Control', CACHE).json(await getTrackRecordGameweek(input, { trackRecord: context.repositories.trackRecord, clock: context.clock }));
  });
}
