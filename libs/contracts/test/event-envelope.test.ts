import { describe, expect, it } from 'vitest';
import {
  createEventEnvelope,
  deadLetterTopicOf,
  eventEnvelopeSchema,
  eventKey,
  eventTopicNames,
  type FixtureRecord,
  fixtureRecordSchema,
  isEventTopic,
  parseEventEnvelope,
} from '../src/index.ts';

const fixture: FixtureRecord = {
  id: '2025260101',
  season: '2025-26',
  gameweek: 1,
  kickoff: '2025-08-15T19:00:00Z',
  home_team: { id: 'liverpool-fc', name: 'Liverpool FC' },
  away_team: { id: 'afc-bournemouth', name: 'AFC Bournemouth' },
  venue: null,
  status: 'finished',
  home_goals: 4,
  away_goals: 2,
  provider_ids: { openfootball: '2025-26/1/liverpool-fc/afc-bournemouth' },
};

describe('event envelope', () => {
  it('builds an envelope with id, type, version, occurred_at, correlation_id and the data', () => {
    const occurredAt = new Date('2026-01-02T03:04:05.000Z');
    const envelope = createEventEnvelope(
      'fixtures.refreshed',
      { season: '2025-26', source: 'openfootball', total: 380, processed: 380, updated: 12, skipped: 368 },
      { correlationId: 'req-42', occurredAt },
    );
    expect(envelope).toMatchObject({
      type: 'fixtures.refreshed',
      version: 1,
      occurred_at: '2026-01-02T03:04:05.000Z',
      correlation_id: 'req-42',
      data: { season: '2025-26', updated: 12 },
    });
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(eventEnvelopeSchema.parse(JSON.parse(JSON.stringify(envelope)))).toEqual(envelope);
  });

  it('refuses to build an envelope whose data does not fit the topic', () => {
    expect(() =>
      createEventEnvelope(
        'payment.completed',
        { token_hash: 'not-a-hash', season: '2025-26', gameweek: 3 },
        { correlationId: 'req-1' },
      ),
    ).toThrow(/token_hash/);
  });

  it('refuses a correlation id that cannot travel as a Kafka header', () => {
    expect(() =>
      createEventEnvelope(
        'fixtures.refresh.requested',
        { season: '2025-26', source: 'openfootball' },
        { correlationId: 'a b' },
      ),
    ).toThrow(/correlation_id/);
  });

  it('rejects an envelope of another type or version when parsed for a topic', () => {
    const envelope = createEventEnvelope(
      'fixtures.refresh.requested',
      { season: '2025-26', source: 'openfootball' },
      { correlationId: 'req-7' },
    );
    expect(parseEventEnvelope('fixtures.refresh.requested', envelope)).toEqual(envelope);
    expect(() => parseEventEnvelope('fixtures.refreshed', envelope)).toThrow();
    expect(() => parseEventEnvelope('fixtures.refresh.requested', { ...envelope, version: 2 })).toThrow();
    expect(() => parseEventEnvelope('fixtures.refresh.requested', { ...envelope, id: 'x' })).toThrow();
  });
});

describe('topic registry', () => {
  it('holds exactly the topics of the architecture event table', () => {
    expect([...eventTopicNames].sort()).toEqual(
      [
        'fixtures.refresh.requested',
        'fixtures.upserted',
        'fixtures.refreshed',
        'predictions.recalculation.requested',
        'predictions.updated',
        'weights.promoted',
        'rounding.promoted',
        'weight-sets.changed',
        'payment.completed',
        'matrix.combination.requested',
        'matrix.combination.completed',
      ].sort(),
    );
    expect(isEventTopic('fixtures.upserted')).toBe(true);
    expect(isEventTopic('fixtures.upserted.dlq')).toBe(false);
    expect(isEventTopic('toString')).toBe(false);
  });

  it('derives partition keys from the payload as the event table says', () => {
    expect(eventKey('fixtures.upserted', { season: '2025-26', fixtures: [fixture] })).toBe('2025-26');
    expect(
      eventKey('predictions.recalculation.requested', {
        seasons: ['2025-26', '2023-24'],
        reason: 'admin_request',
      }),
    ).toBe('2023-24,2025-26');
    const hash = 'a'.repeat(64);
    expect(eventKey('payment.completed', { token_hash: hash, season: '2025-26', gameweek: 1 })).toBe(hash);
    expect(
      eventKey('matrix.combination.completed', {
        job_id: 'job-1',
        index: 4,
        weight_set_id: 'ws-1',
        weight_set_name: 'Default',
        rounding_config_id: 'rc-1',
        rounding_config_name: 'Production',
        metrics: { total_fixtures: 380, correct_outcomes: 190, correct_scores: 40 },
      }),
    ).toBe('job-1');
  });

  it('names the dead-letter topic <topic>.dlq', () => {
    expect(deadLetterTopicOf('fixtures.upserted')).toBe('fixtures.upserted.dlq');
  });
});

describe('payload rules', () => {
  it('accepts a played fixture and rejects inconsistent ones', () => {
    expect(fixtureRecordSchema.parse(fixture)).toEqual(fixture);
    expect(fixtureRecordSchema.safeParse({ ...fixture, away_goals: null }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...fixture, status: 'scheduled' }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...fixture, home_goals: null, away_goals: null }).success).toBe(
      false,
    );
    expect(fixtureRecordSchema.safeParse({ ...fixture, away_team: fixture.home_team }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...fixture, season: '2025-27' }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...fixture, id: 'liverpool-bournemouth' }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...fixture, gameweek: 39 }).success).toBe(false);
    const unregistered = { ...fixture, away_team: { id: null, name: 'Newly Promoted FC' } };
    expect(fixtureRecordSchema.parse(unregistered)).toEqual(unregistered);
  });

  it('carries closing odds only as three decimal prices, or none', () => {
    const priced = { ...fixture, odds_home: 1.8, odds_draw: 3.9, odds_away: 4.5 };
    expect(fixtureRecordSchema.parse(priced)).toEqual(priced);
    expect(fixtureRecordSchema.safeParse({ ...fixture, odds_home: 1.8 }).success).toBe(false);
    expect(fixtureRecordSchema.safeParse({ ...priced, odds_draw: 1 }).success).toBe(false);
  });

  it('rejects a fixtures batch carrying another season', () => {
    expect(() =>
      createEventEnvelope(
        'fixtures.upserted',
        { season: '2024-25', fixtures: [fixture] },
        { correlationId: 'req-1' },
      ),
    ).toThrow(/batch season/);
  });

  it('keeps has_prediction and predicted_outcome in agreement', () => {
    const build = (predicted_outcome: 'draw' | null, has_prediction: boolean) => () =>
      createEventEnvelope(
        'predictions.updated',
        { season: '2025-26', predictions: [{ fixture_id: '17', predicted_outcome, has_prediction }] },
        { correlationId: 'req-1' },
      );
    expect(build('draw', true)).not.toThrow();
    expect(build(null, false)).not.toThrow();
    expect(build(null, true)).toThrow();
    expect(build('draw', false)).toThrow();
  });

  it('carries the access expiry on payment.completed when the producer knows it, and accepts events without it', () => {
    const paid = { token_hash: 'b'.repeat(64), season: '2025-26', gameweek: 3 };
    const build = (data: object) => () => createEventEnvelope('payment.completed', data as typeof paid, { correlationId: 'req-1' });
    expect(createEventEnvelope('payment.completed', { ...paid, expires_at: '2026-01-09T03:04:05.000Z' }, { correlationId: 'req-1' }).data).toEqual({
      ...paid,
      expires_at: '2026-01-09T03:04:05.000Z',
    });
    // Events published before the field existed stay valid.
    expect(createEventEnvelope('payment.completed', paid, { correlationId: 'req-1' }).data).toEqual(paid);
    expect(build({ ...paid, expires_at: 'next week' })).toThrow(/expires_at/);
    expect(build({ ...paid, expires_at: '2026-01-09' })).toThrow(/expires_at/);
  });
});
