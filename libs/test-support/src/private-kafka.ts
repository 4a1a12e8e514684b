// A Kafka broker of the test's own, for fault tests that stop and start the broker: the run's
// shared broker (KAFKA_BROKERS) serves every other test file and package running at the same time,
// so stopping it would fail them. This one is deploy/local/infra.sh's Kafka on free ports with its
// own state folder (SCORELINE_INFRA_STATE), started and stopped through the same script.
import { freePort } from '@scoreline/service-kit/free-port';
import { type PrivateInfra, startPrivateInfra } from './private-infra.ts';

export interface PrivateKafka extends PrivateInfra {
  /** `127.0.0.1:<port>`: pass as the bus's brokers. */
  readonly brokers: readonly string[];
}

export async function startPrivateKafka(): Promise<PrivateKafka> {
  const port = await freePort();
  const infra = await startPrivateInfra({
    component: 'kafka',
    ports: { SCORELINE_KAFKA_PORT: port, SCORELINE_KAFKA_CONTROLLER_PORT: await freePort() },
    external: 'KAFKA_BROKERS',
    label: 'private-kafka',
  });
  return { brokers: [`127.0.0.1:${port}`], ...infra };
}
