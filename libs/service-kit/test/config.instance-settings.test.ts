// One instance's namespace and database names come from the environment through one definition:
// EVENTS_NAMESPACE in the base schema every service and the gateway extend, each <SERVICE>_DB_NAME
// from SERVICE_DATABASES, and instanceSettings() giving a whole instance both at once.
import { describe, expect, it } from 'vitest';
import { baseConfigSchema, ConfigError, databaseNameSchema, instanceSettings, loadConfig, SERVICE_DATABASES } from '../src/index.ts';

const schema = baseConfigSchema.extend({
  CATALOG_DB_NAME: databaseNameSchema('catalog'),
  EXPERIMENT_DB_NAME: databaseNameSchema('experiment'),
});

describe('instance settings from the environment', () => {
  it('defaults to no namespace and the scoreline_<service> databases', () => {
    const config = loadConfig(schema, { NODE_ENV: 'test' });
    expect(config.EVENTS_NAMESPACE).toBe('');
    expect(config.CATALOG_DB_NAME).toBe('scoreline_catalog');
    expect(config.EXPERIMENT_DB_NAME).toBe('scoreline_experiment');
  });

  it('instanceSettings names every service database and the namespace, and the config reads them', () => {
    const instance = instanceSettings('e2e_42');
    expect(instance.namespace).toBe('e2e_42.');
    expect(instance.databases).toEqual({
      catalog: 'e2e_42_catalog',
      prediction: 'e2e_42_prediction',
      payment: 'e2e_42_payment',
      blog: 'e2e_42_blog',
      experiment: 'e2e_42_experiment',
      auth: 'e2e_42_auth',
      gateway: 'e2e_42_gateway',
    });
    expect(Object.keys(instance.env).sort()).toEqual(['EVENTS_NAMESPACE', ...Object.values(SERVICE_DATABASES).map((db) => db.variable)].sort());
    const config = loadConfig(schema, { NODE_ENV: 'test', ...instance.env });
    expect(config.EVENTS_NAMESPACE).toBe('e2e_42.');
    expect(config.CATALOG_DB_NAME).toBe('e2e_42_catalog');
  });

  it('refuses a namespace or database name the broker or store would not take, naming the variable', () => {
    const attempt = () => loadConfig(schema, { NODE_ENV: 'test', EVENTS_NAMESPACE: 'has space', CATALOG_DB_NAME: 'a/b' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/EVENTS_NAMESPACE: expected up to 100 letters/);
    expect(attempt).toThrow(/CATALOG_DB_NAME: expected 1 to 63 letters/);
  });
});
