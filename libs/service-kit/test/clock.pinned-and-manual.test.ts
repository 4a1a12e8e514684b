// The product's clock: the machine's time by default, a manual clock tests move, and CLOCK_PIN (a
// pinned clock running on from the pin), which production refuses.
import { describe, expect, it } from 'vitest';
import {
  baseConfigSchema,
  clockFromConfig,
  ConfigError,
  hashPassword,
  loadConfig,
  manualClock,
  pinnedClock,
  pinnedClockFrom,
  systemClock,
} from '../src/index.ts';

describe('clock', () => {
  it('is the machine time without CLOCK_PIN', () => {
    expect(clockFromConfig({})).toBe(systemClock);
    const before = Date.now();
    const now = systemClock().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('moves a manual clock only by hand', () => {
    const clock = manualClock('2026-11-27T12:00:00Z');
    expect(clock().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(clock().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    clock.advance(90_000);
    expect(clock().toISOString()).toBe('2026-11-27T12:01:30.000Z');
    clock.set(new Date('2026-11-28T15:00:00Z'));
    expect(clock().toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(() => clock.set('not a date')).toThrow(RangeError);
  });

  it('runs a pinned clock on from the pin at the machine pace', () => {
    let elapsed = 1_000;
    const clock = pinnedClock('2026-11-27T12:00:00Z', () => elapsed);
    expect(clock().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    elapsed += 61_500;
    expect(clock().toISOString()).toBe('2026-11-27T12:01:01.500Z');
  });

  it('anchors a pinned clock to a machine instant, so processes started apart agree', () => {
    let machine = Date.parse('2026-12-01T09:00:00Z');
    const first = pinnedClockFrom('2026-11-27T12:00:00Z', '2026-12-01T09:00:00Z', () => machine);
    machine += 7_000;
    // A process started seven seconds later with the same pair reads the same instant.
    const second = pinnedClockFrom('2026-11-27T12:00:00Z', '2026-12-01T09:00:00Z', () => machine);
    expect(first().toISOString()).toBe('2026-11-27T12:00:07.000Z');
    expect(second().toISOString()).toBe(first().toISOString());
    // Without the anchor each pins at its own start, seven seconds apart.
    let elapsed = 0;
    const unanchoredFirst = pinnedClock('2026-11-27T12:00:00Z', () => elapsed);
    elapsed += 7_000;
    const unanchoredSecond = pinnedClock('2026-11-27T12:00:00Z', () => elapsed);
    expect(unanchoredFirst().getTime() - unanchoredSecond().getTime()).toBe(7_000);
  });

  it('gives every service of one process the same pinned clock', () => {
    const one = clockFromConfig({ CLOCK_PIN: '2026-11-27T12:00:00Z' });
    expect(clockFromConfig({ CLOCK_PIN: '2026-11-27T12:00:00Z' })).toBe(one);
    expect(one().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-11-27T12:00:00Z'));
    expect(one().getTime()).toBeLessThan(Date.parse('2026-11-27T12:10:00Z'));
  });
});

describe('CLOCK_PIN setting', () => {
  it('is read and validated outside production', () => {
    expect(loadConfig(baseConfigSchema, { CLOCK_PIN: '2026-11-27T12:00:00Z' }).CLOCK_PIN).toBe('2026-11-27T12:00:00Z');
    expect(loadConfig(baseConfigSchema, {}).CLOCK_PIN).toBeUndefined();
    expect(() => loadConfig(baseConfigSchema, { CLOCK_PIN: '27/11/2026' })).toThrow(/CLOCK_PIN: expected an ISO 8601 instant/);
  });

  it('takes CLOCK_PIN_FROM only with CLOCK_PIN, and both processes of a pair read one clock', () => {
    const pair = { CLOCK_PIN: '2026-11-27T12:00:00Z', CLOCK_PIN_FROM: new Date(Date.now() - 60_000).toISOString() };
    const config = loadConfig(baseConfigSchema, pair);
    expect(config.CLOCK_PIN_FROM).toBe(pair.CLOCK_PIN_FROM);
    // A minute after its anchor, whenever this process started.
    const read = clockFromConfig(config)().getTime();
    expect(read).toBeGreaterThanOrEqual(Date.parse('2026-11-27T12:01:00Z'));
    expect(read).toBeLessThan(Date.parse('2026-11-27T12:11:00Z'));
    expect(() => loadConfig(baseConfigSchema, { CLOCK_PIN_FROM: pair.CLOCK_PIN_FROM })).toThrow(/CLOCK_PIN_FROM: says when CLOCK_PIN applies/);
    expect(() => loadConfig(baseConfigSchema, { ...pair, CLOCK_PIN_FROM: 'yesterday' })).toThrow(/CLOCK_PIN_FROM: expected an ISO 8601 instant/);
  });

  it('is refused in production', async () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'c4e1a9f07b3d52e8a6f1c0d94b7e2a5f38d6c1b0e9f4a7d2c5b8e1f06a3d9c74',
      ADMIN_PASSWORD_HASH: await hashPassword('a real admin password'),
      MONGODB_URI: 'mongodb://mongo.internal:27017',
      KAFKA_BROKERS: 'kafka-0.internal:9092',
    };
    expect(loadConfig(baseConfigSchema, production).CLOCK_PIN).toBeUndefined();
    let problems: readonly string[] = [];
    try {
      loadConfig(baseConfigSchema, { ...production, CLOCK_PIN: '2026-11-27T12:00:00Z' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual(['CLOCK_PIN: a pinned clock is for demos and tests; it is refused when NODE_ENV=production']);
  });
});
