// How the page prints figures: percentages with one decimal (@scoreline/ui/format's formatPercent,
// given this page's gap), RPS with three, '–' when there is none.

/** What the page shows for a figure there is none of (an en dash, where the site's default is an em dash). */
export const NO_FIGURE = '–';

export function rpsText(value: number | null): string {
  return value === null ? NO_FIGURE : value.toFixed(3);
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const kickoffFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function dateText(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export function kickoffText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'TBD' : kickoffFormat.format(date);
}
