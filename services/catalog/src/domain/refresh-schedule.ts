// When the live season is refreshed next (docs/engineering.md, "Scheduled refresh"). On match days
// the results change by the minute, so from a day's first kick-off to three hours after its last
// one the season is refreshed every few minutes; otherwise a few times a day. Jitter spreads the
// runs of many deployments over the interval instead of all at its start.
//
// The next run follows from stored facts only (the season's last refresh and its kick-offs) and the
// jitter is drawn from the last refresh's instant, so every replica computes the same instant, and
// the one run due then is the one they all try to take (refresh-lease-repository.ts).
import { kicksOff } from '@scoreline/engine';
import { RESULT_DUE_AFTER_MS } from './results-staleness.ts';
import { londonDate } from './uk-time.ts';

export interface ScheduleSettings {
  /** Between refreshes inside a match window. */
  readonly matchDayIntervalMs: number;
  /** Between refreshes outside match windows. */
  readonly idleIntervalMs: number;
  /** Up to this share of the interval is added to each run (0-1). */
  readonly jitter: number;
}

export type Cadence = 'match-day' | 'idle';

/** From a match day's first kick-off to three hours after its last one (ms since the epoch). */
export interface MatchWindow {
  readonly start: number;
  readonly end: number;
}

export interface NextRefresh {
  readonly at: Date;
  readonly cadence: Cadence;
}

/** The match windows of a season's fixtures, in order; postponed and cancelled fixtures have none. */
export function matchWindows(fixtures: readonly { kickoff: string; status: string }[]): MatchWindow[] {
  const days = new Map<string, { first: number; last: number }>();
  for (const fixture of fixtures) {
    const at = Date.parse(fixture.kickoff);
    const day = londonDate(fixture.kickoff);
    if (!kicksOff(fixture) || day === null) continue;
    const known = days.get(day);
    days.set(day, known ? { first: Math.min(known.first, at), last: Math.max(known.last, at) } : { first: at, last: at });
  }
  const windows = [...days.values()].map((day) => ({ start: day.first, end: day.last + RESULT_DUE_AFTER_MS })).sort((a, b) => a.start - b.start);
  // A late kick-off's window can run past the next day's first kick-off: one window then.
  const merged: MatchWindow[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last && window.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, window.end) };
    else merged.push(window);
  }
  return merged;
}

/**
 * The next refresh after one that started at `lastRunAt`: the match-day interval inside a window,
 * else the idle interval but never later than the next window's start. Null before a first refresh
 * (the first-start ingest or an admin's refresh gives the season its first data).
 */
export function nextRefresh(lastRunAt: Date | null, windows: readonly MatchWindow[], settings: ScheduleSettings): NextRefresh | null {
  if (lastRunAt === null) return null;
  const last = lastRunAt.getTime();
  const jitter = (interval: number) => Math.floor(jitterShare(lastRunAt) * settings.jitter * interval);
  if (windows.some((window) => window.start <= last && last < window.end)) {
    return { at: new Date(last + settings.matchDayIntervalMs + jitter(settings.matchDayIntervalMs)), cadence: 'match-day' };
  }
  const idle = last + settings.idleIntervalMs + jitter(settings.idleIntervalMs);
  const upcoming = windows.find((window) => window.start > last);
  if (upcoming && upcoming.start + jitter(settings.matchDayIntervalMs) < idle) {
    return { at: new Date(upcoming.start + jitter(settings.matchDayIntervalMs)), cadence: 'match-day' };
  }
  return { at: new Date(idle), cadence: 'idle' };
}

/** A share in [0, 1) drawn from the instant (FNV-1a of its ISO text): the same on every replica. */
export function jitterShare(at: Date): number {
  let hash = 0x811c9dc5;
  for (const char of at.toISOString()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}
