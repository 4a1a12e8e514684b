// Names no other run uses, so test files run concurrently with each other and with other packages'
// tests on the same Kafka and store.
import { randomUUID } from 'node:crypto';

export interface TestNames {
  /** 12 hex characters, fresh each call. */
  readonly id: string;
  /** Topic and consumer-group prefix: `test-<scope>-<id>.` */
  readonly namespace: string;
  /** The service's database for this run: `<service>_test_<id>`. */
  readonly dbName: string;
}

/** `scope` names the namespace (default the service: "catalog", or "catalog-embedded"). */
export function testNames(service: string, scope: string = service): TestNames {
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  return { id, namespace: `test-${scope}-${id}.`, dbName: `${service}_test_${id}` };
}
