// openfootball writes kick-offs in UK local time ("2026-08-22", "15:00"), which is GMT in winter and
// BST (UTC+1) in summer. Intl's tz database knows the Europe/London rules, so the conversion needs
// no date library.

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: formatToParts costs microseconds a call, and the schedule asks it for every fixture on every tick. */
const offsetByHour = new Map<number, number>();
const MAX_CACHED_HOURS = 200_000;

/**
 * Minutes London is ahead of UTC at the given instant (0 or 60). London changes its offset at 01:00
 * UTC, on the hour, so every instant of one UTC hour has the same offset, and it is kept per hour.
 */
function londonOffsetMinutes(utcMillis: number): number {
  const hour = Math.floor(utcMillis / HOUR_MS);
  const cached = offsetByHour.get(hour);
  if (cached !== undefined) return cached;
  if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
  const offset = offsetAt(hour * HOUR_MS);
  offsetByHour.set(hour, offset);
  return offset;
}

function offsetAt(utcMillis: number): number {
  const parts = Object.fromEntries(london.formatToParts(utcMillis).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - utcMillis) / 60_000);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{1,2}):(\d{2})$/;

/**
 * "2026-08-22" + "15:00" (London wall clock) → "2026-08-22T14:00:00.000Z". Returns null when either
 * part is malformed. A wall-clock time that does not exist (inside the spring-forward hour) is read
 * with the offset in force just before it, as football fixtures never fall there anyway.
 */
export function londonToUtcIso(date: string, time: string): string | null {
  const d = datePattern.exec(date);
  const t = timePattern.exec(time.trim());
  if (!d || !t) return null;
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return null;
  const wallClock = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), hour, minute);
  if (Number.isNaN(wallClock) || new Date(wallClock).toISOString().slice(0, 10) !== date) return null;
  // Guess with the offset at the wall-clock instant, then correct once: near a transition the
  // offset at the true instant can differ from the first guess.
  const guess = wallClock - londonOffsetMinutes(wallClock) * 60_000;
  const utc = wallClock - londonOffsetMinutes(guess) * 60_000;
  return new Date(utc).toISOString();
}

/** The London calendar date of a UTC instant ("2026-08-21T23:30:00Z" → "2026-08-22" in summer). */
export function londonDate(utcIso: string): string | null {
  const millis = Date.parse(utcIso);
  if (Number.isNaN(millis)) return null;
  return new Date(millis + londonOffsetMinutes(millis) * 60_000).toISOString().slice(0, 10);
}

/** The London wall-clock time of a UTC instant, "HH:MM" ("2020-07-01T17:00:00Z" → "18:00"). */
export function londonTime(utcIso: string): string | null {
  const millis = Date.parse(utcIso);
  if (Number.isNaN(millis)) return null;
  return new Date(millis + londonOffsetMinutes(millis) * 60_000).toISOString().slice(11, 16);
}
