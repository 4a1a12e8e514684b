// kafkajs logs through pino without noise: chatter goes to debug, the "coordinator is loading"
// responses it retries by itself are not reported as errors, real errors still are, and a broker
// outage's retries write each kind of line once a minute with the count held back, not once a retry.
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

  it('writes each kind of error once a minute during an outage, with the count of the same lines held back', () => {
    const { logger, lines } = capturingLogger('info');
    let clock = 0;
    const log = pinoLogCreator(logger, { now: () => clock })(logLevel.INFO);
    const refused = (port: number, retry: number) =>
      log({
        namespace: 'BrokerPool',
        level: logLevel.ERROR,
        label: 'ERROR',
        log: { timestamp: 't', message: `Failed to connect to seed broker: connect ECONNREFUSED 127.0.0.1:${port}`, retryCount: retry },
      });
    // Two minutes of an outage: 25 retries a second from this client.
    for (let tick = 0; tick < 120 * 25; tick += 1) {
      clock = tick * 40;
      refused(9092, tick % 6);
    }
    // Another kind of line in the same minute still gets its own line.
    log({ namespace: 'Producer', level: logLevel.ERROR, label: 'ERROR', log: { timestamp: 't', message: 'Failed to send messages: boom' } });

    const errors = lines.filter((line) => line.level === 50);
    expect(errors.map((line) => [String(line.msg).replace(/\d+$/, 'N'), line.repeated])).toEqual([
      ['Failed to connect to seed broker: connect ECONNREFUSED 127.0.0.1:N', undefined],
      ['Failed to connect to seed broker: connect ECONNREFUSED 127.0.0.1:N', 1499],
      ['Failed to send messages: boom', undefined],
    ]);
  });
});
