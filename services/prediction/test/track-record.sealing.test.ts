// The track record on the real broker and store, with a clock the test moves: a fixture is sealed
// at its kick-off from the prediction in production; a weight promotion and a recalculation move
// the production prediction but never the sealed record; the result (fixtures.upserted) grades it;
// replaying the same events changes nothing; the public API serves the figures and locks a gameweek's
// premium fields until every match of it has kicked off.
import {
  type FixtureRecord,
  trackRecordGameweekResponseSchema,
  trackRecordResponseSchema,
} from '@scoreline/contracts';
import { rankedProbabilityScore } from '@scoreline/engine';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import type { SealedPrediction } from '../src/repositories/sealed-predictions-repository.ts';
import { TRACK_RECORD_GRADING_GROUP_ID } from '../src/workers/track-record-grading-worker.ts';
import { sealAndPublish } from '../src/workers/sealing-worker.ts';
import { eplFixtureRecords, seedPredictions } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
const records = eplFixtureRecords();
// The first fixture of 2026-27 gameweek 6, the first gameweek of the data without results.
const gameweek6 = records.filter((r) => r.season === '2026-27' && r.gameweek === 6);
const target = gameweek6[0] as FixtureRecord;
const kickoff = new Date(target.kickoff);
let now = new Date(kickoff.getTime() - 3_600_000);

setUpOnce(async () => {
  harness = await startHarness({ clock: () => now });
  await seedPredictions(harness.context);
});
afterAll(async () => {
  await harness?.close();
});

async function sealedRecord(): Promise<SealedPrediction | undefined> {
  return (await harness.context.repositories.sealed.findByIds([target.id]))[0];
}

async function productionEntry() {
  const gameweek = await harness.context.repositories.predictions.findGameweek(
    target.season,
    target.gameweek,
  );
  return gameweek?.predictions.find((p) => p.fixture_id === target.id);
}

async function recalculated(correlationId: string): Promise<void> {
  await waitUntil(
    async () => {
      const run = await harness.context.repositories.recalculationRuns.latest();
      return run?.correlation_id === correlationId && run.status === 'completed';
    },
    60_000,
    `the recalculation ${correlationId}`,
  );
}

/** Waits until the grading consumer group has committed every message of fixtures.upserted. */
async function gradingCaughtUp(): Promise<void> {
  const admin = harness.bus.kafka.admin();
  await admin.connect();
  try {
    const topic = harness.bus.topicName('fixtures.upserted');
    const groupId = harness.bus.groupName(TRACK_RECORD_GRADING_GROUP_ID);
    await waitUntil(
      async () => {
        const ends = await admin.fetchTopicOffsets(topic);
        const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
        // A partition that never held a message has nothing to commit.
        return ends.every(
          (end) =>
            end.offset === end.low ||
            committed?.partitions.find((p) => p.partition === end.partition)?.offset === end.offset,
        );
      },
      30_000,
      'the grading worker to handle every fixtures.upserted message',
    );
  } finally {
    await admin.disconnect();
  }
}

async function trackRecordDocuments(): Promise<unknown[]> {
  const read = (name: string) => harness.db.connection.collection(name).find({}).sort({ _id: 1 }).toArray();
  return Promise.all(
    ['sealed_predictions', 'track_record_summary', 'track_record_gameweeks', 'track_record_state'].map(read),
  );
}

const result = { ...target, status: 'finished' as const, home_goals: 2, away_goals: 1 };

describe('sealing at kick-off', () => {
  let sealed: SealedPrediction;

  it('seals nothing before the kick-off, and the prediction in production at it', async () => {
    expect((await sealAndPublish(harness.context)).sealed).toBe(0);
    expect(await sealedRecord()).toBeUndefined();

    now = kickoff;
    const production = await productionEntry();
    const settings = await harness.context.repositories.settings.get();
    const pass = await sealAndPublish(harness.context);
    // Every fixture kicking off at that same minute is sealed together.
    expect(pass.sealed).toBe(records.filter((r) => r.kickoff === target.kickoff).length);

    sealed = (await sealedRecord()) as SealedPrediction;
    expect(sealed).toMatchObject({
      fixture_id: target.id,
      season: '2026-27',
      gameweek: 6,
      kickoff: target.kickoff,
      sealed_at: kickoff,
      grade: null,
      prediction: {
        predicted_outcome: production?.predicted_outcome,
        display_home_goals: production?.display_home_goals,
        display_away_goals: production?.display_away_goals,
        predicted_home_goals: production?.predicted_home_goals,
        predicted_away_goals: production?.predicted_away_goals,
        prob_home_win: production?.prob_home_win,
        prob_draw: production?.prob_draw,
        prob_away_win: production?.prob_away_win,
      },
      model: {
        family: 'six_metric',
        configuration: { family: 'six_metric', weights: settings.weights },
        weights: settings.weights,
        rounding: settings.rounding,
        weights_source: settings.weights_source,
        settings_version: settings.version,
      },
    });
    expect(sealed.prediction_changed_at.getTime()).toBeLessThanOrEqual(kickoff.getTime());
  });

  it('keeps the sealed record through a weight promotion and a recalculation', async () => {
    const before = await productionEntry();
    await harness.bus.publish('weights.promoted', {
      data: {
        weight_set_id: 'ws-track',
        name: 'Track',
        weights: { H1: 0.3, H2: 0.3, H3: 0.05, H4: 0.15, A1: 0.35, A2: 0.25 },
      },
      correlationId: 'track-promote',
    });
    await recalculated('track-promote');
    const after = await productionEntry();
    // The promotion really moved this fixture's production prediction ...
    expect(after?.prob_home_win).not.toBe(before?.prob_home_win);

    const response = await request(harness.app)
      .post('/api/admin/recalculate')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'track-recalc');
    expect(response.status).toBe(202);
    await recalculated('track-recalc');

    // ... and a later sealing pass (a catch-up, a restart) finds nothing to do.
    now = new Date(kickoff.getTime() + 60_000);
    await sealAndPublish(harness.context);
    expect(await sealedRecord()).toEqual(sealed);
  }, 120_000);

  it('grades the sealed record when fixtures.upserted brings the result', async () => {
    await harness.bus.publish('fixtures.upserted', {
      data: { season: target.season, fixtures: [result] },
      correlationId: 'track-result',
    });
    await waitUntil(async () => (await sealedRecord())?.grade != null, 30_000, 'the grade');
    const graded = (await sealedRecord()) as SealedPrediction;
    expect(graded.prediction).toEqual(sealed.prediction);
    expect(graded.sealed_at).toEqual(sealed.sealed_at);
    const expectedRps = Math.round(rankedProbabilityScore(sealed.prediction, 'home_win') * 1e6) / 1e6;
    expect(graded.grade).toMatchObject({
      home_goals: 2,
      away_goals: 1,
      outcome_correct: sealed.prediction.predicted_outcome === 'home_win',
      score_correct: sealed.prediction.display_home_goals === 2 && sealed.prediction.display_away_goals === 1,
      rps: expectedRps,
    });

    await gradingCaughtUp();
    const response = await request(harness.app).get('/api/track-record');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const body = trackRecordResponseSchema.parse(response.body);
    expect(body.live.model.matches).toBe(1);
    expect(body.live.model.outcome_accuracy).toBe(graded.grade?.outcome_correct ? 100 : 0);
    expect(body.live.model.rps).toBeCloseTo(expectedRps, 4);
    // The baseline (always a home win) was right about this 2-1.
    expect(body.live.baseline).toEqual({
      matches: 1,
      outcome_accuracy: 100,
      exact_score_accuracy: 0,
      rps: 0,
    });
    // Every match played before sealing began is the backtest, never counted as live.
    const played = records.filter((r) => r.home_goals !== null).length;
    expect(body.backtest.model.matches).toBe(played);
    expect(body.live_since).toBe(new Date(kickoff.getTime() - 3_600_000).toISOString());
    expect(body.live_gameweeks_complete).toBe(0);
    const season = body.seasons.find((s) => s.season === '2026-27');
    expect(season?.live.model.matches).toBe(1);
    expect(season?.backtest.model.matches).toBe(50);
    expect(body.gameweeks.at(-1)).toMatchObject({
      season: '2026-27',
      gameweek: 6,
      source: 'live',
      matches: 1,
    });
  }, 120_000);

  it('changes nothing when the same events are replayed', async () => {
    const before = await trackRecordDocuments();
    await harness.bus.publish('fixtures.upserted', {
      data: { season: target.season, fixtures: [result] },
      correlationId: 'track-result',
    });
    await harness.bus.publish('weights.promoted', {
      data: {
        weight_set_id: 'ws-track',
        name: 'Track',
        weights: { H1: 0.3, H2: 0.3, H3: 0.05, H4: 0.15, A1: 0.35, A2: 0.25 },
      },
      correlationId: 'track-promote-again',
    });
    await gradingCaughtUp();
    // The same weights again: a recalculation that changes no prediction, and no record.
    await recalculated('track-promote-again');
    await sealAndPublish(harness.context);
    expect(await trackRecordDocuments()).toEqual(before);
  }, 120_000);
});

describe('GET /api/track-record/gameweek/{season}/{gameweek}', () => {
  it('shows a past gameweek with its exact scores and grades', async () => {
    const response = await request(harness.app).get('/api/track-record/gameweek/2026-27/5');
    expect(response.status).toBe(200);
    const body = trackRecordGameweekResponseSchema.parse(response.body);
    expect(body.premium_public).toBe(true);
    expect(body.matches).toHaveLength(10);
    for (const match of body.matches) {
      expect(match.source).toBe('backtest');
      expect(match.display_home_goals).toEqual(expect.any(Number));
      expect(match.prob_home_win).toEqual(expect.any(Number));
      expect(typeof match.score_correct).toBe('boolean');
      expect(match.home_goals).toEqual(expect.any(Number));
    }
    expect(body.figures.model.matches).toBe(10);
    expect(body.figures.model.exact_score_accuracy).not.toBeNull();
  });

  it('leaves out every premium field of a gameweek not fully kicked off', async () => {
    const response = await request(harness.app).get('/api/track-record/gameweek/2026-27/6');
    expect(response.status).toBe(200);
    const body = trackRecordGameweekResponseSchema.parse(response.body);
    expect(body.premium_public).toBe(false);
    const sealedMatch = body.matches.find((m) => m.fixture_id === Number(target.id));
    expect(sealedMatch).toMatchObject({ source: 'live', home_goals: 2, away_goals: 1 });
    for (const match of body.matches) {
      for (const key of [
        'display_home_goals',
        'display_away_goals',
        'prob_home_win',
        'prob_draw',
        'prob_away_win',
        'score_correct',
        'rps',
      ]) {
        expect(match).not.toHaveProperty(key);
      }
    }
    expect(body.figures.model.exact_score_accuracy).toBeNull();
    expect(body.figures.model.rps).toBeNull();
  });
});

describe('catching up after downtime', () => {
  it('seals, in one pass, every fixture that kicked off while nothing ran, each once', async () => {
    // The service was down from just after the first kick-off of gameweek 6 until a day after its last.
    const lastKickoff = Math.max(...gameweek6.map((r) => new Date(r.kickoff).getTime()));
    now = new Date(lastKickoff + 86_400_000);
    const pass = await sealAndPublish(harness.context);
    const liveSince = kickoff.getTime() - 3_600_000;
    const missed = records.filter((r) => {
      const at = new Date(r.kickoff).getTime();
      return (
        r.id !== target.id &&
        at >= liveSince &&
        at <= now.getTime() &&
        r.status !== 'postponed' &&
        r.status !== 'cancelled'
      );
    });
    expect(missed.length).toBeGreaterThan(0);
    expect(pass.sealed).toBe(missed.length);
    const stored = await harness.context.repositories.sealed.findByIds(gameweek6.map((r) => r.id));
    expect(stored.map((s) => s.fixture_id).sort()).toEqual(gameweek6.map((r) => r.id).sort());
    for (const record of stored)
      expect(record.sealed_at).toEqual(record.fixture_id === target.id ? kickoff : now);

    // A second pass (a replica, a restart) finds nothing left to seal.
    expect((await sealAndPublish(harness.context)).sealed).toBe(0);
  }, 120_000);
});
