/**
 * The key of one recalculation request event (its envelope id) among the requests' answers and
 * claims, beside the requests' correlation ids: one refresh asks several times under one correlation
 * id, as each season lands, and each ask after a run carries data that run did not see.
 */
export function requestEventKey(eventId: string): string {
  return `event:${eventId}`;
}
