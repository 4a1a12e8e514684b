// How the page prints figures: percentages with one decimal, RPS with three, '–' when there is none.
export function percentText(value: number | null): string {
  return value === null ? '–' : `${value.toFixed(1)}%`;
}

export function rpsText(value: number | null): string {
  return value === null ? '–' : value.toFixed(3);
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
