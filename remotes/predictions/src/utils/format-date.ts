// Dates use en-GB (docs/product.md §9), in the visitor's own time zone.

const longFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const shortFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The fixture page's kick-off, e.g. 'Saturday, 22 August 2026 at 15:00'; 'TBD' when unknown. */
export function formatKickoffLong(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? longFormat.format(date) : 'TBD';
}

/** A fixture card's kick-off, e.g. 'Sat 22 Aug, 15:00'; 'TBD' when unknown. */
export function formatKickoffShort(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? shortFormat.format(date) : 'TBD';
}
