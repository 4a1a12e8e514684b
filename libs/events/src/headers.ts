// Kafka message headers the bus writes. The envelope carries the same facts; the headers let
// tools and logs see them without parsing the value (and survive a value that is not JSON).
import type { IHeaders } from 'kafkajs';

export const HEADER_CORRELATION_ID = 'correlation-id';
export const HEADER_EVENT_ID = 'event-id';
export const HEADER_EVENT_TYPE = 'event-type';
export const HEADER_EVENT_VERSION = 'event-version';

/** Headers as plain strings (kafkajs hands them over as Buffers, possibly repeated). */
export function headersToStrings(headers: IHeaders | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    const first = Array.isArray(value) ? value[0] : value;
    if (first === undefined) continue;
    result[name] = Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
  }
  return result;
}
