// How often a member heartbeats for its session: six beats per session, so a starved machine can
// miss several before the broker drops the member (event-bus.long-handler.test.ts is the behaviour).
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_TIMEOUT_MS, HEARTBEAT_INTERVAL_MS, heartbeatIntervalFor } from '../src/heartbeat.ts';

describe('heartbeatIntervalFor', () => {
  it('fits six beats in a session, never further apart than the ceiling nor closer than 500 ms', () => {
    expect(heartbeatIntervalFor(6_000)).toBe(1_000);
    expect(heartbeatIntervalFor(DEFAULT_SESSION_TIMEOUT_MS)).toBe(1_666);
    expect(heartbeatIntervalFor(45_000)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(heartbeatIntervalFor(1_000)).toBe(500);
    for (const session of [6_000, 10_000, 30_000, 120_000]) {
      expect(Math.floor(session / heartbeatIntervalFor(session))).toBeGreaterThanOrEqual(6);
    }
  });
});
