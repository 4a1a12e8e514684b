// The Kafka cluster a manifest describes (compose's kafka-<n> services, the k8s StatefulSet's pods),
// held to KAFKA_CLUSTER (system.ts): three KRaft nodes that know each other, topics created with
// three replicas and two in sync, the data on the volume. The settings are the apache/kafka image's
// (KAFKA_<PROPERTY> for server.properties, CLUSTER_ID).
import type { Problems } from './problems.ts';
import { KAFKA_CLUSTER } from './system.ts';

export interface KafkaBroker {
  /** The name the others and the clients reach it by (a compose service, a pod's DNS name). */
  readonly name: string;
  /** Its environment, KAFKA_NODE_ID and KAFKA_ADVERTISED_LISTENERS as the broker sees them. */
  readonly env: Readonly<Record<string, string>>;
  /** Where its volumes are mounted. */
  readonly volumeTargets: readonly string[];
}

export function checkKafkaBrokers(problems: Problems, where: string, brokers: readonly KafkaBroker[], appBrokers: string): void {
  const at = (broker: KafkaBroker) => `${where} ${broker.name}`;
  problems.check(brokers.length === KAFKA_CLUSTER.brokers, where, `${brokers.length} Kafka broker(s); the cluster is ${KAFKA_CLUSTER.brokers} (one may be lost)`);
  if (brokers.length === 0) return;
  const ids = brokers.map((b) => b.env.KAFKA_NODE_ID);
  problems.check(new Set(ids).size === brokers.length && ids.every((id) => /^\d+$/.test(id ?? '')), where, `Kafka node ids must be distinct numbers, are ${ids.join(', ')}`);
  const clusterIds = new Set(brokers.map((b) => b.env.CLUSTER_ID));
  problems.check(clusterIds.size === 1 && !clusterIds.has(undefined) && !clusterIds.has(''), where, 'every broker needs the same CLUSTER_ID');
  const voters = brokers.map((b) => `${b.env.KAFKA_NODE_ID}@${b.name}:9093`).sort();
  const listed = new Set((appBrokers || '').split(',').map((s) => s.trim()).filter(Boolean));
  for (const broker of brokers) {
    const env = broker.env;
    const quorum = (env.KAFKA_CONTROLLER_QUORUM_VOTERS ?? '').split(',').map((v) => v.trim()).sort();
    problems.check(JSON.stringify(quorum) === JSON.stringify(voters), at(broker), `KAFKA_CONTROLLER_QUORUM_VOTERS should be ${voters.join(',')}, is ${String(env.KAFKA_CONTROLLER_QUORUM_VOTERS)}`);
    problems.check(env.KAFKA_ADVERTISED_LISTENERS === `PLAINTEXT://${broker.name}:9092`, at(broker), `KAFKA_ADVERTISED_LISTENERS should be PLAINTEXT://${broker.name}:9092, is ${String(env.KAFKA_ADVERTISED_LISTENERS)}`);
    problems.check(/(^|,)\s*broker\s*(,|$)/.test(env.KAFKA_PROCESS_ROLES ?? '') && /controller/.test(env.KAFKA_PROCESS_ROLES ?? ''), at(broker), 'KAFKA_PROCESS_ROLES should be broker,controller (a quorum of three)');
    const expect = (name: string, value: number) =>
      problems.check(env[name] === String(value), at(broker), `${name} should be ${value}, is ${String(env[name])}`);
    expect('KAFKA_DEFAULT_REPLICATION_FACTOR', KAFKA_CLUSTER.replicationFactor);
    expect('KAFKA_MIN_INSYNC_REPLICAS', KAFKA_CLUSTER.minInsyncReplicas);
    expect('KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR', KAFKA_CLUSTER.replicationFactor);
    expect('KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR', KAFKA_CLUSTER.replicationFactor);
    expect('KAFKA_TRANSACTION_STATE_LOG_MIN_ISR', KAFKA_CLUSTER.minInsyncReplicas);
    problems.check(env.KAFKA_AUTO_CREATE_TOPICS_ENABLE === 'false', at(broker), 'KAFKA_AUTO_CREATE_TOPICS_ENABLE should be false (topics come from libs/events)');
    const logDirs = env.KAFKA_LOG_DIRS ?? '';
    problems.check(
      logDirs !== '' && broker.volumeTargets.some((target) => logDirs.startsWith(`${target}/`)),
      at(broker),
      `KAFKA_LOG_DIRS (${logDirs || 'unset: the image writes under /tmp'}) should be a folder inside its data volume (${broker.volumeTargets.join(', ') || 'none mounted'})`,
    );
    problems.check(listed.has(`${broker.name}:9092`), where, `KAFKA_BROKERS (${appBrokers}) does not name ${broker.name}:9092`);
  }
}
