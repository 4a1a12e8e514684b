import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import type { Problems } from './problems.ts';

/**
 * Every document of a YAML file as plain data. Syntax errors and warnings (duplicate keys, bad
 * merges) are problems: docker compose and kubectl would refuse or silently pick one.
 */
export function loadYaml(file: string, where: string, problems: Problems): unknown[] {
  const docs = parseAllDocuments(readFileSync(file, 'utf8'), {
    merge: true,
    uniqueKeys: true,
    prettyErrors: true,
  });
  const out: unknown[] = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    for (const error of doc.errors) problems.fail(where, `YAML error: ${error.message}`);
    for (const warning of doc.warnings) problems.fail(where, `YAML warning: ${warning.message}`);
    if (doc.errors.length === 0) {
      const value: unknown = doc.toJS({ maxAliasCount: 1000 });
      if (value !== null && value !== undefined) out.push(value);
    }
  }
  problems.checks += 1;
  return out;
}
