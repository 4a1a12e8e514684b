#!/usr/bin/env node
// Points every citation of the specification files that live outside the repository
// (../shared/spec/product-spec.md, architecture.md) at docs/product.md, which says the same in the
// repository's own words with the same numbering:
//
//   spec section 7 / Spec sections 3 and 4 / product-spec.md section 2
//       -> docs/product.md §7 / docs/product.md §3 and §4 / docs/product.md §2
//   architecture.md, "Events"        -> docs/product.md, Architecture: "Events"
//   architecture.md's event table    -> docs/product.md's event table
//   architecture.md (anywhere else)  -> the Architecture section of docs/product.md
//   ../shared/spec/product-spec.md, ../shared/spec/architecture.md, product-spec.md -> docs/product.md
//
// Usage: node scripts/repoint-spec-comments.mjs [--write] [--verbose] [file...]
//   Without --write nothing changes: it prints what it would do (a dry run).
//   Without files it works on every file git tracks (text sources and docs; docs/product.md and this
//   script excepted). It prints the count of each kind of rewrite, the files touched, and the
//   citations of a specification section heading that docs/product.md lacks.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = 'docs/product.md';
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|json|md|ya?ml|sh|css|html|go|xml)$/;
const SKIP = new Set([TARGET, 'scripts/repoint-spec-comments.mjs', 'package-lock.json']);

/** The headings of docs/product.md's Architecture section: a citation of another name is reported. */
function architectureHeadings() {
  const text = readFileSync(path.join(ROOT, TARGET), 'utf8');
  const start = text.indexOf('\n## Architecture');
  const end = text.indexOf('\n## ', start + 1);
  return new Set(
    [...text.slice(start, end === -1 ? undefined : end).matchAll(/^### (.+)$/gm)].map((m) => m[1].trim()),
  );
}

const sectionList = (numbers) => numbers.replace(/\d+/g, '§$&');

/** Each rule: a name for the counts, a pattern, and its replacement. Applied in this order. */
export const RULES = [
  {
    name: 'spec section N',
    pattern:
      /(?:\.\.\/shared\/spec\/)?\b(?:product-spec(?:\.md)?|[Ss]pec(?:ification)?)(?:'s)? sections? (\d+(?:(?:, | and | or |-)\d+)*)/g,
    replace: (_match, numbers) => `${TARGET} ${sectionList(numbers)}`,
  },
  {
    name: 'architecture.md, "heading"',
    pattern: /(?:\.\.\/shared\/spec\/)?\barchitecture\.md,?(\s+(?:\/\/ |\* |# )?)"/g,
    replace: (_match, space) => `${TARGET}, Architecture:${space}"`,
  },
  {
    name: "architecture.md's",
    pattern: /(?:\.\.\/shared\/spec\/)?\barchitecture\.md's/g,
    replace: () => `${TARGET}'s`,
  },
  {
    name: 'architecture.md',
    pattern: /(?:\.\.\/shared\/spec\/)?\barchitecture\.md\b(?: \(in \.\.\/shared\/spec\))?/g,
    // "The" at the start of a sentence or line
    replace: (match, offset, text) =>
      `${/(?:^|[.!?]\s+|\n\s*(?:\/\/|\*|#)?\s*)$/.test(text.slice(Math.max(0, offset - 8), offset)) ? 'The' : 'the'} Architecture section of ${TARGET}`,
  },
  {
    name: 'product-spec.md',
    pattern: /(?:\.\.\/shared\/spec\/)?\bproduct-spec(?:\.md)?\b/g,
    replace: () => TARGET,
  },
];

/** Rewrites one text; returns the new text and how often each rule fired. */
export function repoint(text) {
  const counts = {};
  let out = text;
  for (const rule of RULES) {
    out = out.replace(rule.pattern, (...args) => {
      counts[rule.name] = (counts[rule.name] ?? 0) + 1;
      return rule.replace(...args);
    });
  }
  return { text: out, counts };
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && EXTENSIONS.test(file) && !SKIP.has(file));
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const verbose = args.includes('--verbose');
  const files = args.filter((a) => !a.startsWith('--'));
  const headings = architectureHeadings();
  const totals = {};
  const touched = [];
  const unknownHeadings = [];
  for (const file of files.length ? files : trackedFiles()) {
    const full = path.resolve(ROOT, file);
    const before = readFileSync(full, 'utf8');
    const { text, counts } = repoint(before);
    if (text === before) continue;
    const n = Object.values(counts).reduce((a, b) => a + b, 0);
    touched.push(`${path.relative(ROOT, full)} (${n})`);
    for (const [name, count] of Object.entries(counts)) totals[name] = (totals[name] ?? 0) + count;
    for (const m of text.matchAll(/docs\/product\.md, Architecture:\s+(?:\/\/ |\* |# )?"([^"]+)"/g)) {
      const heading = m[1].replace(/\s*(?:\/\/|\*|#)?\s*\n\s*(?:\/\/|\*|#)?\s*/g, ' ').trim();
      if (!headings.has(heading)) unknownHeadings.push(`${path.relative(ROOT, full)}: "${heading}"`);
    }
    if (verbose) {
      const a = before.split('\n');
      const b = text.split('\n');
      a.forEach((line, i) => {
        if (line !== b[i])
          console.log(`${path.relative(ROOT, full)}:${i + 1}\n  - ${line.trim()}\n  + ${b[i].trim()}`);
      });
    }
    if (write) writeFileSync(full, text);
  }
  const total = Object.values(totals).reduce((a, b) => a + b, 0);
  console.log(
    `${write ? 'rewrote' : 'would rewrite (dry run; --write to apply)'} ${total} citations in ${touched.length} files`,
  );
  for (const [name, count] of Object.entries(totals)) console.log(`  ${String(count).padStart(4)}  ${name}`);
  if (verbose || !write) for (const file of touched) console.log(`  ${file}`);
  if (unknownHeadings.length) {
    console.log(
      `citations of an Architecture heading docs/product.md does not have (${unknownHeadings.length}):`,
    );
    for (const line of unknownHeadings) console.log(`  ${line}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
