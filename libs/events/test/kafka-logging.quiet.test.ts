// kafkajs logs through pino without noise: chatter goes to debug, the "coordinator is loading"
// responses it retries by itself are not reported as errors, real errors still are.
import { describe, expect, it } from 'vitest';
import { logLevel } from 'kafkajs';
import { pinoLogCreator } from '../src/index.ts';
import { capturingLogger } from './support/kafka.ts';

describe('kafkajs logging', () => {
  it('demotes info chatter and retried coordinator-loading responses, keeps real errors', () => {
    const { logger, lines } = capturingLogger('info');
    const log = pinoLogCreator(logger)(logLevel.INFO);
    log({
      namespace: 'Consumer',
      level: logLevel.INFO,
      label: 'INFO',
      log: { timestamp: 't', message: 'Starting', groupId: 'g' },
    });
    log({
      namespace: 'Connection',
      level: logLevel.ERROR,
      label: 'ERROR',
      log: {
        timestamp: 't',
        message: 'Response GroupCoordinator(key: 10, version: 2)',
        error: "The coordinator is loading and hence can't process requests for this group",
      },
    });
    log({
      namespace: 'Producer',
      level: logLevel.ERROR,
      label: 'ERROR',
      log: { timestamp: 't', message: 'Failed to send messages: boom', retryCount: 5 },
    });
    log({
      namespace: 'Consumer',
      level: logLevel.WARN,
      label: 'WARN',
      log: { timestamp: 't', message: 'The group is rebalancing, re-joining' },
    });

    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'Failed to send messages: boom'],
      [40, 'The group is rebalancing, re-joining'],
    ]);
    expect(lines[0]).toMatchObject({ component: 'kafkajs', namespace: 'Producer', retryCount: 5 });
  });
});
