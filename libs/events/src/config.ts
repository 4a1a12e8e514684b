// Where the brokers are: KAFKA_BROKERS (comma-separated), else the local broker that
// `npm run infra:up` starts (docs/engineering.md, "Configuration").
export const DEFAULT_KAFKA_BROKERS = '127.0.0.1:9092';

/** The broker list from KAFKA_BROKERS, or the local default when it is unset or blank. */
export function kafkaBrokersFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.KAFKA_BROKERS?.trim() || DEFAULT_KAFKA_BROKERS;
  const brokers = raw
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
  for (const broker of brokers) {
    if (!/^[^\s:]+:\d{1,5}$/.test(broker)) {
      throw new Error(`KAFKA_BROKERS entry "${broker}" is not host:port`);
    }
  }
  return brokers;
}
