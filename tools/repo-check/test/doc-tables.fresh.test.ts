// The docs' generated tables against the code as it is now: regenerated in memory and compared with
// what docs/product.md and docs/engineering.md hold between their markers. A stale table fails here
// with its name; `npm run docs` rewrites it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_OPERATIONS, eventTopicNames } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { generateTables, staleTables } from '../src/doc-tables.ts';
import { REPO_ROOT } from '../src/repo-root.ts';

const tables = await generateTables(REPO_ROOT);
const docs = new Map([...new Set(tables.map((t) => t.doc))].map((doc) => [doc, readFileSync(path.join(REPO_ROOT, doc), 'utf8')]));
const markdownOf = (name: string) => tables.find((t) => t.name === name)!.markdown;

describe('the generated doc tables', () => {
  it('are what the docs hold between their markers (else: npm run docs)', () => {
    expect(staleTables(docs, tables)).toEqual([]);
  });

  it('list every operation of the API registry with the service that mounts it', () => {
    const rows = markdownOf('routes').split('\n').slice(2);
    expect(rows).toHaveLength(API_OPERATIONS.length);
    for (const op of API_OPERATIONS) {
      expect(rows.some((row) => row.startsWith(`| ${op.method.toUpperCase()} | \`${op.path}\` |`))).toBe(true);
    }
    expect(rows.find((row) => row.includes('`/api/fixtures/gameweek/current`'))).toContain('| catalog | 200 |');
    expect(rows.find((row) => row.includes('`/api/streams`'))).toContain('| gateway |');
  });

  it('list every topic of the registry with its producers and consumers from the services’ code', () => {
    const rows = markdownOf('events').split('\n').slice(2);
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1])).toEqual(eventTopicNames);
    const upserted = rows.find((row) => row.startsWith('| `fixtures.upserted`'))!;
    expect(upserted).toContain('catalog (`use-cases/ingest-season.ts`)');
    expect(upserted).toContain('payment (`workers/fixtures-read-model-worker.ts`)');
    expect(rows.find((row) => row.startsWith('| `weights.promoted`'))).toContain('the constant `production`');
  });

  it('give every library folder a row of who may import whom', () => {
    const table = markdownOf('import boundaries');
    expect(table).toContain('| `libs/contracts` | no library of ours |');
    expect(table).toContain('| `libs/test-support` | contracts, db, events, service-kit |');
    expect(table).toContain('| `libs/ui` | contracts, api-client |');
  });
});
