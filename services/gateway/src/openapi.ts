import { z } from 'zod';
import { API_OPERATIONS, errorBodySchema, errorStatusesOf, NO_CONTROL_CHARACTER_PATTERN, type Operation } from '@scoreline/contracts';

// The OpenAPI 3.1 document of the public and admin API, generated from the operation registry in
// libs/contracts (API): the same entries the services mount their routes at and parse their input
// with, so the document states what the routes do (docs/engineering.md, "HTTP operations and the
// OpenAPI document"). zod 4 emits JSON Schema 2020-12, which OpenAPI 3.1 uses as is. Nothing here
// restates a field, a parameter or a status.

export { API_OPERATIONS as OPERATIONS };

type JsonSchema = Record<string, unknown>;

/**
 * Every input string refuses the control characters the services refuse before any route
 * (libs/contracts input-text.ts): the pattern is added to each string of a request's schema (beside
 * a pattern of its own, in `allOf`), so a generated valid request never holds one.
 */
function withoutControlCharacters(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutControlCharacters);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'enum' || key === 'const' ? value : withoutControlCharacters(value)]));
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('string') && out.enum === undefined && out.const === undefined) {
    if (out.pattern === undefined) out.pattern = NO_CONTROL_CHARACTER_PATTERN;
    else if (out.pattern !== NO_CONTROL_CHARACTER_PATTERN) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { pattern: NO_CONTROL_CHARACTER_PATTERN }];
  }
  return out;
}

// Requests are described as they are accepted (`input`: defaults make fields optional, a strict
// object says additionalProperties: false), answers as they are produced (`output`).
const requestSchema = (s: z.ZodType): JsonSchema =>
  withoutControlCharacters(z.toJSONSchema(s, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })) as JsonSchema;
const answerSchema = (s: z.ZodType): JsonSchema => z.toJSONSchema(s, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
/** A path or query value: what the route's schema makes of the string (a coerced number is an integer). */
const parameterSchema = (s: z.ZodType): JsonSchema => {
  const { $schema: _ignored, ...rest } = answerSchema(s);
  return withoutControlCharacters(rest) as JsonSchema;
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function parametersOf(op: Operation): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [name, schema] of Object.entries(op.params?.shape ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema: parameterSchema(schema), example: op.examples?.[name] });
  }
  for (const [name, schema] of Object.entries(op.query?.shape ?? {})) {
    parameters.push({ name, in: 'query', required: !schema.isOptional(), schema: parameterSchema(schema) });
  }
  if (op.auth === 'admin') {
    parameters.push({ name: 'admin_password', in: 'query', required: false, description: 'The admin password, instead of a bearer token', schema: withoutControlCharacters({ type: 'string' }) });
  }
  for (const [name, description] of Object.entries(op.headers ?? {})) {
    parameters.push({ name, in: 'header', required: false, description, schema: { type: 'string' } });
  }
  return parameters;
}

function responsesOf(op: Operation): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {
    [String(op.status)]: { description: 'Success', content: json(answerSchema(op.response)) },
  };
  const error = answerSchema(errorBodySchema);
  for (const [status, description] of Object.entries(errorStatusesOf(op))) {
    responses[status] = { description, content: json(error) };
  }
  if (op.alternative) {
    responses[String(op.alternative.status)] = { description: op.alternative.description, content: json(answerSchema(op.alternative.schema)) };
  }
  return responses;
}

export function buildOpenApiDocument(operations: readonly Operation[] = API_OPERATIONS) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = parametersOf(op);
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      // An optional bearer (production-accuracy-breakdown) is no requirement: it only adds a figure.
      ...(op.auth === 'none' ? { security: [] } : {}),
      ...(op.body ? { requestBody: { required: true, content: json(requestSchema(op.body)) } } : {}),
      responses: responsesOf(op),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Scoreline API', version: '1.0.0', description: 'Premier League predictions: fixtures, predictions, payments, blog and admin tools.' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
