// Each check of `npm test` that keeps the repository honest, shown failing on one planted violation:
// a doc table left stale by a code change, a comment citing an issue number or a file outside the
// repository (in a script, a stylesheet, a text file and the other kinds it reads), an import that
// breaks a layer (a route importing a repository among them). Everything is planted in memory (the checkers' functions on texts, ESLint's lintText on a
// path of the real tree that no file occupies), so nothing is ever written into the repository.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_OPERATIONS, type Operation } from '@scoreline/contracts';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { citationsIn, citationsInRepository, describeCitations } from '../src/comment-citations.ts';
import { describeKey, eventTable, generateTables, routeTable, staleTables } from '../src/doc-tables.ts';
import { REPO_ROOT } from '../src/repo-root.ts';
import { serviceSources, type ServiceSource } from '../src/source-scan.ts';

const readDoc = (doc: string) => readFileSync(path.join(REPO_ROOT, doc), 'utf8');

describe('a stale generated table', () => {
  it('fails once a service starts consuming a topic the doc does not list it for', async () => {
    const tables = await generateTables(REPO_ROOT);
    const docs = new Map([['docs/product.md', readDoc('docs/product.md')], ['docs/engineering.md', readDoc('docs/engineering.md')]]);
    expect(staleTables(docs, tables)).toEqual([]);

    const planted: ServiceSource = {
      service: 'payment',
      file: 'workers/planted-refresh-worker.ts',
      text: "export const start = (bus: any) => bus.subscribe({ groupId: 'planted', topics: ['fixtures.refreshed'], handler: async () => {} });\n",
    };
    const withPlanted = tables.map((t) => (t.name === 'events' ? { ...t, markdown: eventTable([...serviceSources(REPO_ROOT), planted]) } : t));
    expect(withPlanted.find((t) => t.name === 'events')!.markdown).toContain('payment (`workers/planted-refresh-worker.ts`)');
    expect(staleTables(docs, withPlanted)).toEqual(['docs/product.md: the events table differs from the code (run npm run docs)']);
  });

  it('fails when the doc was edited by hand between the markers', async () => {
    const tables = await generateTables(REPO_ROOT);
    const edited = readDoc('docs/product.md').replace('| GET | `/api/refresh/status` | none | catalog | 200 |', '| GET | `/api/refresh/status` | bearer | catalog | 200 |');
    const stale = staleTables(new Map([['docs/product.md', edited], ['docs/engineering.md', readDoc('docs/engineering.md')]]), tables);
    expect(stale).toEqual(['docs/product.md: the routes table differs from the code (run npm run docs)']);
  });

  it('cannot be generated for an operation no service mounts, nor a topic the code does not spell out', () => {
    const unmounted = { ...API_OPERATIONS[0]!, id: 'plantedOperation', path: '/api/planted' } as Operation;
    expect(() => routeTable(serviceSources(REPO_ROOT), [...API_OPERATIONS, unmounted])).toThrow(/API\.plantedOperation \(GET \/api\/planted\) is mounted by no service/);
    const computed: ServiceSource = { service: 'catalog', file: 'use-cases/planted.ts', text: 'export const go = (p: any, topic: string) => p.publish(topic, {});\n' };
    expect(() => eventTable([computed])).toThrow('services/catalog/src/use-cases/planted.ts:1: .publish(…) with a topic that is not a string literal');
  });

  it('reads a partition key from the registry’s key function', () => {
    expect(describeKey((d: { season: string }) => d.season)).toBe('`season`');
    expect(describeKey((d: { job_id: string; index: number }) => `${d.job_id}:${d.index}`)).toBe('`job_id:index`');
    expect(describeKey(() => 'production')).toBe('the constant `production`');
  });
});

describe('a comment citing an issue number', () => {
  it('fails with its file:line, beside every line of the repository (none of which cites)', () => {
    const file = 'services/catalog/src/use-cases/planted.ts';
    const planted = citationsIn(file, "import { x } from './x.ts';\n\n// Retried five times since issue 31 #2.\nexport const y = x;\n");
    expect(planted).toEqual([{ file, line: 3, text: '// Retried five times since issue 31 #2.', reason: 'an issue number ("issue 31")' }]);
    expect(describeCitations([...citationsInRepository(REPO_ROOT), ...planted])).toBe(
      `${file}:3: cites an issue number ("issue 31"); point at docs/ or say the why itself: // Retried five times since issue 31 #2.`,
    );
  });

  it("passes the product's own quoted name 'Specification defaults', and still fails a citation beside it", () => {
    expect(citationsIn('services/experiment/README.md', "- Production goes back to the six default weights by promoting 'Specification defaults'.\n")).toEqual([]);
    expect(citationsIn('remotes/sandbox/src/planted.tsx', '// The seeded “Specification defaults” set (docs/product.md §3).\nexport {};\n')).toEqual([]);
    const beside = citationsIn('docs/planted.md', "The 'Specification defaults' set holds the weights of the spec's section 3.\n");
    expect(beside.map((c) => c.reason)).toEqual(['a document outside the repository ("spec\'s")']);
    // Unquoted, the same words are prose about an outside document, not the product's name.
    expect(citationsIn('docs/planted.md', 'The Specification defaults say 0.4 for H1.\n').map((c) => c.reason)).toEqual(['a document outside the repository ("Specification")']);
    expect(citationsIn('docs/planted.md', "As the 'specification' says.\n").map((c) => c.line)).toEqual([1]);
  });

  it('reads comments only: a string, a template or a regular expression may say anything', () => {
    const code = [
      "const label = 'issue 12 #3';",
      'const text = `see the spec, section 9`;',
      'const pattern = /issue 7\\/ #4/;',
      '/* a block comment with a bare #5 */',
      'const page = <p>{/* the spec\'s words */}</p>;',
    ].join('\n');
    expect(citationsIn('remotes/admin/src/planted.tsx', code).map((c) => [c.line, c.reason])).toEqual([
      [4, 'an issue number ("#5")'],
      [5, 'a document outside the repository ("spec\'s")'],
    ]);
  });

  it('reads # comments in shell and YAML, and every line of markdown', () => {
    expect(citationsIn('scripts/planted.sh', 'echo "issue 3 #4"  # quoted, so not a comment\ncount=${#items[@]} # as issue 9 asked\n').map((c) => c.line)).toEqual([2]);
    expect(citationsIn('deploy/planted.yml', "name: 'a # b issue 3'\n# from ../shared/spec/architecture.md\n").map((c) => [c.line, c.reason])).toEqual([
      [2, 'a document outside the repository ("shared/spec")'],
    ]);
    expect(citationsIn('docs/planted.md', '# Title\n\nAs the specification says.\n').map((c) => c.line)).toEqual([3]);
    expect(citationsIn('docs/planted.md', 'The Compose Specification and docs/product.md §9.\n')).toEqual([]);
  });

  it('reads CSS and Go comments, every line of plain text, HTML comments, and # comments of the other config files', () => {
    const css = 'a::after { content: "the spec"; background: url(https://example.test/issue-3.png); }\n/* as issue 12 asks */\n';
    expect(citationsIn('remotes/blog/src/styles/planted.css', css).map((c) => [c.line, c.reason])).toEqual([[2, 'an issue number ("issue 12")']]);
    expect(citationsIn('scripts/planted-requirements.txt', '# The fuzzer (issue 17).\nschemathesis==4.32.5\n').map((c) => [c.line, c.reason])).toEqual([
      [1, 'an issue number ("issue 17")'],
    ]);
    expect(citationsIn('deploy/local/planted/main.go', 'const s = "// issue 4"\n// issue 5\n/* the spec */\n').map((c) => c.line)).toEqual([2, 3]);
    expect(citationsIn('shell/planted.html', '<title>issue 6</title>\n<!-- from the spec -->\n').map((c) => c.line)).toEqual([2]);
    expect(citationsIn('deploy/docker/planted.conf', 'add_header X-Note "issue 7";\n# issue 8\n').map((c) => c.line)).toEqual([2]);
    expect(citationsIn('deploy/docker/Dockerfile', 'FROM node:20\n# as issue 9 asked\n').map((c) => c.line)).toEqual([2]);
  });

  it('fails a file of the shared folder beside the repository, never the data folder the loader reads', () => {
    const code = [
      '// Reads ../shared/data/epl unless EPL_DATA_DIR says otherwise.',
      '// Gameweeks as shared/data/epl/README.md derives them.',
      '// The columns of ../shared/data/epl/2024-25.csv.',
      '// A helper of src/shared/format.ts.',
      'export {};',
    ].join('\n');
    expect(citationsIn('libs/engine/src/planted.ts', code).map((c) => [c.line, c.reason])).toEqual([
      [2, 'a document outside the repository ("shared/data/epl/README.md")'],
      [3, 'a document outside the repository ("shared/data/epl/2024-25.csv")'],
    ]);
  });
});

describe('an import that breaks a layer', () => {
  const eslint = new ESLint({ cwd: REPO_ROOT });
  /** The boundary rules' messages for `code` linted as if it were the file at `file` (never written). */
  async function boundaryErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
    return result!.messages
      .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports' || m.ruleId === 'import-x/no-cycle')
      .map((m) => `${m.ruleId}: ${m.message}`);
  }

  it('fails for a domain module importing a repository', async () => {
    const errors = await boundaryErrors('services/catalog/src/domain/planted.ts', "export { createFixturesRepository } from '../repositories/fixtures-repository.ts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import-x\/no-restricted-paths: .*domain\/ \(domain\) imports no layer above it/);
  });

  it('fails for a route importing a worker', async () => {
    const errors = await boundaryErrors('services/catalog/src/routes/planted-routes.ts', "export { startIngestionWorker } from '../workers/ingestion-worker.ts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/routes\/ \(entry points\) imports neither a layer above it nor the other entry points/);
  });

  it('fails for a route importing a repository: routes call use cases only', async () => {
    const errors = await boundaryErrors('services/catalog/src/routes/planted-routes.ts', "export { createFixturesRepository } from '../repositories/fixtures-repository.ts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import-x\/no-restricted-paths: .*routes\/ imports no repositories\/: a route calls use cases, never a repository directly/);
  });

  it('fails for a use case importing a file at the root of src/, and lets a route take the context type', async () => {
    const errors = await boundaryErrors('services/catalog/src/use-cases/planted.ts', "export type { CatalogContext } from '../context.ts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/use-cases\/ imports none of the files at the root of src\//);
    expect(await boundaryErrors('services/catalog/src/routes/planted-routes.ts', "export type { CatalogContext } from '../context.ts';\n")).toEqual([]);
  });

  it("fails for the shell's federation importing its app", async () => {
    const errors = await boundaryErrors('shell/src/federation/planted.tsx', "export { App } from '../app/app.tsx';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Inside the shell, .*federation\/ \(federation\) imports no layer above it/);
  });

  it('fails for a library importing one its row does not allow, and for a remote page imported below it', async () => {
    expect(await boundaryErrors('libs/contracts/src/planted.ts', "export type { Database } from '@scoreline/db';\n")).toEqual([
      `no-restricted-imports: '@scoreline/db' import is restricted from being used by a pattern. libs/contracts may import no library of ours (docs/engineering.md, "Import boundaries"): the one definition of every payload and constant: it depends on nothing of ours.`,
    ]);
    const fromShared = await boundaryErrors('remotes/admin/src/components/planted.tsx', "export { default } from '../expose/admin-page.tsx';\n");
    expect(fromShared).toHaveLength(1);
    expect(fromShared[0]).toMatch(/components\/ \(shared code\) imports no layer above it/);
  });

  it('lets an import go down the layers', async () => {
    expect(await boundaryErrors('services/catalog/src/use-cases/planted.ts', "export { seasonFromYear } from '../domain/season.ts';\n")).toEqual([]);
    expect(await boundaryErrors('libs/ui/src/planted.ts', "export { createApiClient } from '@scoreline/api-client';\n")).toEqual([]);
  });
});
