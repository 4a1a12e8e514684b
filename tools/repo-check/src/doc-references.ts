// Every pointer at a section of the docs leads somewhere: a comment or a doc that says
// `docs/engineering.md, "Testing"` or `docs/product.md, Architecture: "Modes"` names a heading that
// docs/<file>.md has (its text, or its start: "Services" finds "Services (practica style)"). A
// renamed or removed section would otherwise leave its readers pointing at nothing. Read where the
// citation check reads (comment-citations.ts): the comments of code and scripts, every line of a doc.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkedFiles, commentLines } from './comment-citations.ts';

export interface DanglingReference {
  readonly file: string;
  readonly line: number;
  readonly doc: string;
  readonly section: string;
}

/** `docs/<name>.md`, an optional comma, an optional `Architecture:` and the quoted section name. */
const REFERENCE = /\b(docs\/[a-z0-9-]+\.md),? (?:Architecture: )?"([^"]+)"/g;

/** The headings of a markdown file, without their `#`s. */
function headingsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*\S)\s*$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined);
}

/** The section references in one file's comments (a doc: its lines) that no heading of their doc answers. */
export function danglingReferencesIn(file: string, text: string, headingsOfDoc: (doc: string) => readonly string[] | undefined): DanglingReference[] {
  // A reference is on one line or broken across two: read each comment line with the next one.
  if (!text.includes('docs/')) return [];
  const comments = commentLines(file, text);
  const dangling: DanglingReference[] = [];
  const seen = new Set<string>();
  for (const [line, comment] of comments) {
    const joined = `${comment} ${(comments.get(line + 1) ?? '').replace(/^\s*(?:\/\/|\*|#)?\s*/, '')}`;
    for (const match of joined.matchAll(REFERENCE)) {
      if ((match.index ?? 0) >= comment.length) continue;
      const [, doc, section] = match as unknown as [string, string, string];
      const headings = headingsOfDoc(doc);
      const key = `${line}|${doc}|${section}`;
      if ((!headings || !headings.some((heading) => heading.startsWith(section))) && !seen.has(key)) {
        seen.add(key);
        dangling.push({ file, line, doc, section });
      }
    }
  }
  return dangling;
}

/** Every dangling section reference in the files the citation check reads (git's view of the tree). */
export function danglingReferencesInRepository(root: string): DanglingReference[] {
  const headings = new Map<string, string[] | undefined>();
  const headingsOfDoc = (doc: string) => {
    if (!headings.has(doc)) {
      const file = path.join(root, doc);
      headings.set(doc, existsSync(file) ? headingsOf(readFileSync(file, 'utf8')) : undefined);
    }
    return headings.get(doc);
  };
  return checkedFiles(root)
    .filter((file) => existsSync(path.join(root, file)))
    .flatMap((file) => danglingReferencesIn(file, readFileSync(path.join(root, file), 'utf8'), headingsOfDoc));
}

export function describeDanglingReferences(dangling: readonly DanglingReference[]): string {
  return dangling.map((d) => `${d.file}:${d.line}: ${d.doc} has no section "${d.section}"`).join('\n');
}
