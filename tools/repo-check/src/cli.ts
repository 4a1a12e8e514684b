// npm run docs [-- --check]: writes the generated tables into docs/ (or, with --check, only says
// which are stale, and which references to a section of docs/ name none). npm run citations: lists
// the comment and doc lines that cite an issue or a document outside the repository, each with its
// file:line. Both exit 1 when something is wrong.
// functions [N]: the N (10) longest functions of the code, tests left out.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { citationsInRepository, describeCitations } from './comment-citations.ts';
import { danglingReferencesInRepository, describeDanglingReferences } from './doc-references.ts';
import { generateTables, staleTables, withTables } from './doc-tables.ts';
import { longestFunctions } from './function-lengths.ts';
import { REPO_ROOT } from './repo-root.ts';

async function docs(check: boolean): Promise<number> {
  const tables = await generateTables(REPO_ROOT);
  const docs = new Map([...new Set(tables.map((t) => t.doc))].map((doc) => [doc, readFileSync(path.join(REPO_ROOT, doc), 'utf8')]));
  if (check) {
    const stale = staleTables(docs, tables);
    console.log(stale.length === 0 ? `every generated table is current (${tables.map((t) => t.name).join(', ')})` : stale.join('\n'));
    const dangling = danglingReferencesInRepository(REPO_ROOT);
    console.log(dangling.length === 0 ? 'every reference to a section of docs/ names one that exists' : describeDanglingReferences(dangling));
    return stale.length === 0 && dangling.length === 0 ? 0 : 1;
  }
  for (const [doc, text] of docs) {
    const updated = withTables(text, tables.filter((t) => t.doc === doc));
    if (updated !== text) writeFileSync(path.join(REPO_ROOT, doc), updated);
    console.log(`${doc}: ${updated === text ? 'already current' : 'tables rewritten'}`);
  }
  return 0;
}

function citations(): number {
  const problems = describeCitations(citationsInRepository(REPO_ROOT));
  console.log(problems || 'no comment or doc line cites an issue or a document outside the repository');
  return problems ? 1 : 0;
}

const [command, ...flags] = process.argv.slice(2);
if (command === 'docs') process.exitCode = await docs(flags.includes('--check'));
else if (command === 'citations') process.exitCode = citations();
else if (command === 'functions') {
  for (const f of longestFunctions(REPO_ROOT, Number(flags[0] ?? 10))) console.log(`${String(f.lines).padStart(5)} lines  ${f.file}:${f.line}  ${f.name}`);
} else {
  console.error('usage: tsx src/cli.ts docs [--check] | citations | functions [N]');
  process.exitCode = 2;
}
