import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

// Routes validate everything they read from the request before any use-case runs, so bad input
// is a 4xx `{detail}` and never a 500 or a half-done write.

export interface ParseOptions {
  /** 422 (the default, as FastAPI answered for the original product) or 400. */
  status?: 400 | 422;
  /** Prefix of each issue path in the detail: "body", "query", "params". */
  where?: string;
}

const MAX_ISSUES_IN_DETAIL = 5;

/** Describes zod issues as one short sentence: `body.fixture_id: Invalid input: expected number`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], where?: string): string {
  const parts = issues.slice(0, MAX_ISSUES_IN_DETAIL).map((issue) => {
    const path = [...(where ? [where] : []), ...issue.path.map(String)].join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length - parts.length;
  return more > 0 ? `${parts.join('; ')}; and ${more} more` : parts.join('; ');
}

/** Parses `value` with `schema`, throwing AppError(422 or 400) whose detail names the bad fields. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, options: ParseOptions = {}): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError(options.status ?? 422, describeIssues(result.error.issues, options.where));
}

/**
 * Parses the JSON body. A body that was sent with another content type was not parsed by the JSON
 * parser: that is a 415, not a confusing "required" issue. A request without a body parses `{}`,
 * so endpoints documented with an empty body accept none.
 */
export function parseBody<S extends z.ZodType>(req: Request, schema: S, options: Omit<ParseOptions, 'where'> = {}): z.output<S> {
  if (req.body === undefined && sentABody(req) && !req.is('application/json')) {
    throw new AppError(415, 'Content-Type must be application/json');
  }
  return parse(schema, req.body ?? {}, { ...options, where: 'body' });
}

function sentABody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** Parses the query string (Express 5 "simple" parser: values are strings or string arrays). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S, options: Omit<ParseOptions, 'where'> = {}): z.output<S> {
  return parse(schema, req.query, { ...options, where: 'query' });
}

/** Parses route parameters (always strings; use z.coerce or a regex for numeric ids). */
export function parseParams<S extends z.ZodType>(req: Request, schema: S, options: Omit<ParseOptions, 'where'> = {}): z.output<S> {
  return parse(schema, req.params, { ...options, where: 'params' });
}
