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
