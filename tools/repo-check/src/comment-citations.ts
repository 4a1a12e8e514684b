// Comments and docs cite only what a reader of the repository can open: docs/ or the code itself,
// never an issue tracker's number nor a document kept outside the repository. This finds the
// comment lines that do, in every kind of text file the repository keeps comments in (COMMENT_SYNTAX
// below: scripts, CSS, Go, `#`-commented shell, YAML, TOML, nginx, Docker and ignore files, HTML,
// XML and SVG markup, and every line of markdown and plain text); any one of them fails the check,
// with its file:line. There is no list of lines let through: a line that cites is rewritten to
// point at docs/ or to say the why itself.
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
  // A file kept in the shared folder beside the repository (the EPL data's README, a season's CSV),
  // with or without the leading `../`; not a folder of the repository that happens to be named
  // shared (`src/shared/…`). Naming the data folder itself (`../shared/data/epl`, where the loader
  // reads by default) says where the code reads, and is not a citation.
  { reason: 'a document outside the repository', pattern: /(?<![\w-]\/)(?<![\w.-])shared\/[\w./-]*\.[a-z]{1,8}\b/i },
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

/** How a kind of file writes its comments. */
type CommentSyntax =
  /** TypeScript or JavaScript, read with the TypeScript parser. */
  | 'script'
  /** `/* … *\/` only (CSS); strings are skipped. */
  | 'block'
  /** `/* … *\/` and `// …` (Go, go.mod); strings are skipped. */
  | 'block-and-line'
  /** A `#` at the start of a line or after a space, outside quotes: shell, YAML, TOML, nginx, Docker, ignore files. */
  | 'hash'
  /** `<!-- … -->`: HTML, XML, SVG. */
  | 'markup'
  /** Every line is read: markdown and plain text. */
  | 'prose';

/** Which files the check reads, and how each writes its comments (the first match wins). */
const COMMENT_SYNTAX: readonly { readonly pattern: RegExp; readonly syntax: CommentSyntax }[] = [
  { pattern: /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, syntax: 'script' },
  { pattern: /\.css$/, syntax: 'block' },
  { pattern: /\.go$|(?:^|\/)go\.mod$/, syntax: 'block-and-line' },
  {
    pattern: /\.(?:sh|ya?ml|toml|conf|template|example)$|(?:^|\/)(?:Dockerfile|\.gitignore|\.dockerignore|\.prettierignore|\.editorconfig)$/,
    syntax: 'hash',
  },
  { pattern: /\.(?:html|xml|svg)$/, syntax: 'markup' },
  { pattern: /\.(?:md|txt)$/, syntax: 'prose' },
];

const syntaxOf = (file: string): CommentSyntax | undefined => COMMENT_SYNTAX.find(({ pattern }) => pattern.test(file))?.syntax;

/** Whether the citation check reads this file at all. */
export function isChecked(file: string): boolean {
  return syntaxOf(file) !== undefined;
}

/**
 * Every comment of a script, as [start, end) offsets: the trivia the parser skips at the start and the
 * end of each node, after the last element of each list (before a closing bracket) and inside an empty
 * JSX expression (a comment alone between braces in JSX), each read both as the comments on the same
 * line (the compiler's "trailing") and those on the lines after ("leading"). Strings, templates and
 * regular expressions are tokens, so a `//` inside one is never taken for a comment.
 */
function scriptComments(file: string, text: string): [number, number][] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : /\.jsx$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
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

/**
 * The `/* … *\/` comments (and with `line`, the `// …` comments) of CSS or Go, as [start, end)
 * offsets. A quoted string (`"…"`, `'…'`, and Go's raw `` `…` ``) is skipped, so `//` in a URL or a
 * string is never taken for a comment; CSS has no line comments, so its unquoted `url(https://…)` is
 * not one either.
 */
function blockComments(text: string, line: boolean): [number, number][] {
  const ranges: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 ? text.length : close + 2;
      ranges.push([i, end]);
      i = end;
    } else if (line && char === '/' && text[i + 1] === '/') {
      const newline = text.indexOf('\n', i);
      const end = newline === -1 ? text.length : newline;
      ranges.push([i, end]);
      i = end;
    } else if (char === '"' || char === "'" || (line && char === '`')) {
      i += 1;
      while (i < text.length && text[i] !== char && (char === '`' || text[i] !== '\n')) i += text[i] === '\\' && char !== '`' ? 2 : 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  return ranges;
}

/** The `<!-- … -->` comments of HTML, XML or SVG, as [start, end) offsets. */
function markupComments(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (let start = text.indexOf('<!--'); start !== -1; start = text.indexOf('<!--', start)) {
    const close = text.indexOf('-->', start + 4);
    const end = close === -1 ? text.length : close + 3;
    ranges.push([start, end]);
    start = end;
  }
  return ranges;
}

/** The `#` comment of one line of shell, YAML or another `#`-commented file: from a `#` at the start or after a space, outside quotes. */
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

/** Per line number (1-based), the comment text of the [start, end) ranges of `text`. */
function linesOfRanges(text: string, ranges: readonly [number, number][], add: (line: number, comment: string) => void): void {
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
  for (const [pos, end] of ranges) {
    const first = lineAt(pos);
    text
      .slice(pos, end)
      .split('\n')
      .forEach((part, index) => add(first + index, part));
  }
}

/** Per line number (1-based), the comment text on that line. */
export function commentLines(file: string, text: string): Map<number, string> {
  const lines = text.split('\n');
  const comments = new Map<number, string>();
  const add = (line: number, comment: string) => comments.set(line, comments.has(line) ? `${comments.get(line)} ${comment}` : comment);
  switch (syntaxOf(file)) {
    case 'prose':
      lines.forEach((line, index) => add(index + 1, line));
      break;
    case 'hash':
      lines.forEach((line, index) => {
        const comment = index === 0 && line.startsWith('#!') ? undefined : hashComment(line);
        if (comment !== undefined) add(index + 1, comment);
      });
      break;
    case 'script':
      linesOfRanges(text, scriptComments(file, text), add);
      break;
    case 'block':
      linesOfRanges(text, blockComments(text, false), add);
      break;
    case 'block-and-line':
      linesOfRanges(text, blockComments(text, true), add);
      break;
    case 'markup':
      linesOfRanges(text, markupComments(text), add);
      break;
    case undefined:
      break;
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
