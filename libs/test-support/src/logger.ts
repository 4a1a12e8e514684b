import { pino } from 'pino';

/** Logs nothing: the probes' and helpers' default. */
export const silentLogger = pino({ level: 'silent' });
