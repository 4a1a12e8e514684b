// The compose file as the rehearsal's hosts: one per service and per replica, in depends_on order,
// each with the environment compose would give its container (the override merged over it, the
// secrets from an env file written as an operator would), and Kafka's variables turned into
// server.properties the way the apache/kafka image does.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_JWT_SECRET, isPasswordHash, verifyPassword } from '@scoreline/service-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { kafkaProperty } from '../src/images.ts';
import { planRehearsal } from '../src/plan.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'rehearsal-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the rehearsal plan of deploy/compose', () => {
  it('has a host per service and per replica, each after what it depends on', async () => {
    const plan = await planRehearsal(dir);
    const names = plan.hosts.map((h) => h.name);
    expect(names).toEqual(expect.arrayContaining(['kafka-1', 'kafka-2', 'kafka-3', 'mongo', 'stripe-mock', 'openfootball', 'site', 'gateway-1', 'gateway-2', 'experiment-matrix-worker-1', 'experiment-matrix-worker-2', 'catalog', 'prediction', 'payment', 'experiment', 'blog', 'catalog-ingestion-worker', 'prediction-recalculation-worker']));
    expect(names).toHaveLength(18);
    const rank = (name: string) => plan.hosts.find((h) => h.name === name)!.rank;
    expect(rank('kafka-1')).toBeLessThan(rank('catalog'));
    expect(rank('catalog')).toBeLessThan(rank('gateway-1'));
    expect(rank('gateway-2')).toBeLessThan(rank('site'));
  });

  it("gives each container the file's environment with the override merged and the env file's secrets", async () => {
    const plan = await planRehearsal(dir);
    const env = (name: string) => plan.hosts.find((h) => h.name === name)!.service.environment;
    expect(env('gateway-1')).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1', GATEWAY_RATE_LIMIT_PER_MINUTE: '1000000', KAFKA_BROKERS: 'kafka-1:9092,kafka-2:9092,kafka-3:9092' });
    expect(env('gateway-2')).toEqual(env('gateway-1'));
    expect(env('catalog')).toMatchObject({ CATALOG_WORKERS: 'off', OPENFOOTBALL_BASE_URL: 'http://openfootball:8080' });
    expect(env('catalog').JWT_SECRET).toHaveLength(64);
    expect(env('catalog').JWT_SECRET).not.toBe(DEV_JWT_SECRET);
    expect(env('payment').STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    expect(env('catalog').STRIPE_SECRET_KEY).toBeUndefined();
    expect(isPasswordHash(env('blog').ADMIN_PASSWORD_HASH!)).toBe(true);
    expect(await verifyPassword(plan.adminPassword, env('blog').ADMIN_PASSWORD_HASH!)).toBe(true);
    expect(statSync(plan.envFile).mode & 0o777).toBe(0o600);
  });

  it("turns the image's KAFKA_ variables into server.properties names as apache/kafka does", () => {
    expect(kafkaProperty('KAFKA_LOG_DIRS')).toBe('log.dirs');
    expect(kafkaProperty('KAFKA_MIN_INSYNC_REPLICAS')).toBe('min.insync.replicas');
    expect(kafkaProperty('KAFKA_CONTROLLER_QUORUM_VOTERS')).toBe('controller.quorum.voters');
    expect(kafkaProperty('KAFKA_LISTENER_NAME_INTERNAL_SSL__CLIENT___AUTH')).toBe('listener.name.internal.ssl_client-auth');
  });
});
