// The one "now" of the product (docs/engineering.md, "The clock"). Every use-case, repository and
// worker of a service that needs the current instant asks its context's Clock, never Date.now() or
// new Date(): which gameweek is on sale, whether a match has kicked off, when a refresh is due, when
// a session expires. Tests hand a service a manualClock they move by hand; a demo or a browser test
// pins the whole process with CLOCK_PIN (refused in production, see loadConfig); the processes of a
// distributed stack share CLOCK_PIN_FROM as well, so that they agree.
//
// Elapsed-time measures (a cache's TTL, a request's duration, a retry's backoff, a timer's delay)
// are not "now" and keep the machine's time: a pinned or stopped clock must not freeze them.
import { z } from 'zod';

/** The current instant of the product. */
export type Clock = () => Date;

/** The machine's time. */
export const systemClock: Clock = () => new Date();

/** A clock tests move by hand; it stands still in between. */
export interface ManualClock extends Clock {
  /** Moves it to `at` (an instant or an ISO 8601 text). */
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function manualClock(at: Date | string): ManualClock {
  let current = toMs(at);
  const clock = (() => new Date(current)) as ManualClock;
  clock.set = (next) => {
    current = toMs(next);
  };
  clock.advance = (ms) => {
    current += ms;
  };
  return clock;
}

/**
 * A clock that reads `at` when created and runs on from there at the machine's pace, so timers,
 * schedules and expiries behave as they would on that day. Each process pins its own at its start:
 * processes started seconds apart (the distributed mode) differ by those seconds.
 */
export function pinnedClock(at: Date | string, elapsedMs: () => number = () => performance.now()): Clock {
  const pin = toMs(at);
  const started = elapsedMs();
  return () => new Date(pin + (elapsedMs() - started));
}

/**
 * A clock that read `at` when the machine's time was `from`, and runs on from there: every process
 * given the same pair agrees to the millisecond, whenever each started (the processes of one
 * distributed stack, which compare instants they wrote to one another's).
 */
export function pinnedClockFrom(at: Date | string, from: Date | string, machineNow: () => number = Date.now): Clock {
  const offset = toMs(at) - toMs(from);
  return () => new Date(machineNow() + offset);
}

/** CLOCK_PIN and CLOCK_PIN_FROM: an ISO 8601 instant with its offset ('2026-11-27T12:00:00Z'). */
export const clockPinSchema = z.iso.datetime({ offset: true, message: 'expected an ISO 8601 instant with an offset, e.g. 2026-11-27T12:00:00Z' }).optional();

// One pinned clock per pin in a process, so the services `npm start` runs in one process agree to the millisecond.
const pinned = new Map<string, Clock>();

/**
 * The clock a service's settings ask for: pinned when CLOCK_PIN is set, else the machine's time.
 * With CLOCK_PIN_FROM the pin is anchored to that machine instant rather than to this process's start.
 */
export function clockFromConfig(config: { readonly CLOCK_PIN?: string | undefined; readonly CLOCK_PIN_FROM?: string | undefined }): Clock {
  const pin = config.CLOCK_PIN;
  if (!pin) return systemClock;
  const from = config.CLOCK_PIN_FROM;
  const key = from ? `${pin}@${from}` : pin;
  let clock = pinned.get(key);
  if (!clock) {
    clock = from ? pinnedClockFrom(pin, from) : pinnedClock(pin);
    pinned.set(key, clock);
  }
  return clock;
}

function toMs(at: Date | string): number {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not an instant: ${String(at)}`);
  return ms;
}
