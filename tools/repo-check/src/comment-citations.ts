// Comments and docs cite only what a reader of the repository can open: docs/ or the code itself,
// never an issue tracker's number nor a document kept outside the repository. This finds the
// comment lines that do (in .ts/.tsx/.js/.mjs comments, .sh/.yml/.yaml `#` comments and every line
// of a .md file); any one of them fails the check, with its file:line. There is no list of lines
// let through: a line that cites is rewritten to point at docs/ or to say the why itself.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SPECIFICATION_DEFAULTS_NAME } from '@scoreline/contracts';
import ts from 'typescript';

export interface Citation {
  /** Repository-relative path. */
  readonly file: string;
  readonly line: number;
  /** The whole source line, trimmed. */
  readonly text: string;
  /** What it cites (an issue number, a document outside the repository) and the words that do. */
  readonly reason: string;
}

/** The kinds of citation, each with the pattern that finds it in comment text. */
export const CITATION_PATTERNS: readonly { readonly reason: string; readonly pattern: RegExp }[] = [
  { reason: 'an issue number', pattern: /\bissues?[ -]#?\d+/i },
  // A bare number after '#' where a word or a path cannot precede it: an issue or pull request reference.
  { reason: 'an issue number', pattern: /(?:^|[\s(,;:])#\d+\b/ },
  { reason: 'a document outside the repository', pattern: /\/work\/|shared\/spec\b|\bproduct-spec(?:\.md)?\b|\bdesign-card(?:\.md)?\b|(?<![\w/.-])architecture\.md\b/i },
  // The word for the product's original requirements document, short or long, possessive or plural:
  // that document is not in the repository. A public standard named with the word (Compose's,
  // OpenAPI's, JSON's) is not that document.
  { reason: 'a document outside the repository', pattern: /(?<!(?:compose|openapi|json)[ -])(?<![\w-])spec(?:ification)?(?:'s|’s|s)?(?![\w-])/i },
  // A section number without the document it belongs to; docs/product.md's sections are cited with §.
  { reason: 'a document outside the repository', pattern: /\bsections? \d/i },
];

/**
 * The product's own names that hold a citing word, shown to users exactly as written: quoted, such a
 * name is the product speaking, not a citation ('Specification defaults' is the seeded weight set and
 * rounding configuration that take production back to the default weights and smart rounding).
 * Only the quoted name is left out; the same words unquoted, and anything else on the line, are read.
 */
const PRODUCT_NAMES: readonly string[] = [SPECIFICATION_DEFAULTS_NAME];
const QUOTED_PRODUCT_NAME = new RegExp(
  PRODUCT_NAMES.flatMap((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return [`'${escaped}'`, `"${escaped}"`, `‘${escaped}’`, `“${escaped}”`];
  }).join('|'),
  'g',
);

/** A comment's text with the quoted product names blanked, as the patterns read it. */
export function withoutProductNames(comment: string): string {
  return comment.replace(QUOTED_PRODUCT_NAME, (quoted) => ' '.repeat(quoted.length));
}

const SCRIPT = /\.(?:ts|tsx|js|mjs)$/;
const HASH_COMMENTED = /\.(?:sh|ya?ml)$/;
const PROSE = /\.md$/;

/** Whether the citation check reads this file at all. */
export function isChecked(file: string): boolean {
  return SCRIPT.test(file) || HASH_COMMENTED.test(file) || PROSE.test(file);
}

/**
 * Every comment of a script, as [start, end) offsets: the trivia the parser skips at the start and the
 * end of each node, after the last element of each list (before a closing bracket) and inside an empty
 * JSX expression (a comment alone between braces in JSX), each read both as the comments on the same
 * line (the compiler's "trailing") and those on the lines after ("leading"). Strings, templates and
 * regular expressions are tokens, so a `//` inside one is never taken for a comment.
 */
function scriptComments(file: string, text: string): [number, number][] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, number>();
  const collectAt = (position: number) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, position) ?? []), ...(ts.getTrailingCommentRanges(text, position) ?? [])]) {
      seen.set(range.pos, range.end);
    }
  };
  const visit = (node: ts.Node): void => {
    collectAt(node.pos);
    collectAt(node.end);
    if (ts.isJsxExpression(node)) collectAt(node.getStart(source) + 1);
    ts.forEachChild(node, visit, (nodes) => {
      nodes.forEach(visit);
      collectAt(nodes.end);
    });
  };
  visit(source);
  // A shebang is not a comment.
  return [...seen.entries()].filter(([pos]) => !(pos === 0 && text.startsWith('#!'))).sort(([a], [b]) => a - b);
}

/** The `#` comment of one line of shell or YAML: from a `#` at the start or after a space, outside quotes. */
function hashComment(line: string): string | undefined {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quote) {
      if (char === '\\' && quote === '"') i += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (i === 0 || /\s/.test(line[i - 1]!))) {
      return line.slice(i);
    }
  }
  return undefined;
}

/** Per line number (1-based), the comment text on that line. */
export function commentLines(file: string, text: string): Map<number, string> {
  const lines = text.split('\n');
  const comments = new Map<number, string>();
  const add = (line: number, comment: string) => comments.set(line, comments.has(line) ? `${comments.get(line)} ${comment}` : comment);
  if (PROSE.test(file)) {
    lines.forEach((line, index) => add(index + 1, line));
  } else if (HASH_COMMENTED.test(file)) {
    lines.forEach((line, index) => {
      const comment = index === 0 && line.startsWith('#!') ? undefined : hashComment(line);
      if (comment !== undefined) add(index + 1, comment);
    });
  } else if (SCRIPT.test(file)) {
    const starts = [0];
    for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1);
    const lineAt = (offset: number) => {
      let low = 0;
      let high = starts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (starts[mid]! <= offset) low = mid;
        else high = mid - 1;
      }
      return low + 1;
    };
    for (const [pos, end] of scriptComments(file, text)) {
      const first = lineAt(pos);
      text
        .slice(pos, end)
        .split('\n')
        .forEach((part, index) => add(first + index, part));
    }
  }
  return comments;
}

/** The citations in one file. */
export function citationsIn(file: string, text: string): Citation[] {
  // Comments are part of the text: a file whose text cites nothing needs no parsing.
  if (!isChecked(file) || !CITATION_PATTERNS.some(({ pattern }) => pattern.test(text))) return [];
  const lines = text.split('\n');
  const found: Citation[] = [];
  for (const [line, commentText] of commentLines(file, text)) {
    const comment = withoutProductNames(commentText);
    const hit = CITATION_PATTERNS.find(({ pattern }) => pattern.test(comment));
    if (hit) found.push({ file, line, text: lines[line - 1]!.trim(), reason: `${hit.reason} ("${comment.match(hit.pattern)![0].trim()}")` });
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * The files the check reads: what git tracks plus new files it does not ignore (so node_modules,
 * builds, reports and other generated files are out), with a checked extension.
 */
export function checkedFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0').filter((file) => file !== '' && isChecked(file)))].sort();
}

/** Every citation in the repository at `root`. */
export function citationsInRepository(root: string): Citation[] {
  return checkedFiles(root).flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      // Listed by git but deleted in the working tree: nothing to read.
      return [];
    }
    return citationsIn(file, text);
  });
}

/** The failure text of the check, one line per citing line with its file:line, or '' when none cites. */
export function describeCitations(citations: readonly Citation[]): string {
  return citations.map((c) => `${c.file}:${c.line}: cites ${c.reason}; point at docs/ or say the why itself: ${c.text}`).join('\n');
}
