// A MongoDB-protocol store of the test's own (FerretDB on its own PostgreSQL), for fault tests that
// stop and start the store: the run's shared store (MONGODB_URI) serves every other test file and
// package at the same time, so stopping it would fail them. This one is deploy/local/infra.sh's
// FerretDB and PostgreSQL on free ports with their own state, from the same cached binaries;
// down() stops both, up() starts both and waits until FerretDB answers.
import { freePort } from '@scoreline/service-kit/free-port';
import { type PrivateInfra, startPrivateInfra } from './private-infra.ts';

export interface PrivateStore extends PrivateInfra {
  /** `mongodb://127.0.0.1:<port>`: pass as the database's uri. */
  readonly uri: string;
}

export async function startPrivateStore(): Promise<PrivateStore> {
  const port = await freePort();
  const infra = await startPrivateInfra({
    component: 'ferretdb',
    ports: { SCORELINE_MONGO_PORT: port, SCORELINE_POSTGRES_PORT: await freePort() },
    external: 'MONGODB_URI',
    label: 'private-store',
  });
  return { uri: `mongodb://127.0.0.1:${port}`, ...infra };
}
