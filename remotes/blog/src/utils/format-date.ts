// Dates are calendar days (YYYY-MM-DD). Reading them as UTC midnight and formatting in UTC keeps
// the day the author wrote whatever the reader's time zone; `new Date('2026-01-05')` shown in local
// time would be 4 January west of Greenwich.

function parseDay(date: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
}

const longBritish = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** docs/product.md §2: day, full month name, year, e.g. "5 January 2026"; an unreadable date is shown as given. */
export function formatLongDate(date: string): string {
  const parsed = parseDay(date);
  return Number.isNaN(parsed.getTime()) ? date : longBritish.format(parsed);
}

/** The publication date as a full ISO timestamp for metadata; an unreadable date is passed through. */
export function toIsoDateTime(date: string): string {
  const parsed = parseDay(date);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toISOString();
}
