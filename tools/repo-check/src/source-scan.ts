// What the services' code says about the API and the event topics, read from its syntax tree (the
// TypeScript compiler's parser) rather than declared a second time: which service mounts each
// operation (`API.<id>.route`), and which publishes or subscribes to each topic
// (`.publish('<topic>', …)`, `.publishMany('<topic>', …)`, `.subscribe({ topics: [...] })`).
// A call whose topic cannot be read from the code (a variable, a computed name) is reported rather
// than guessed, so the generated tables stay complete.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ServiceSource {
  /** The folder name under services/. */
  readonly service: string;
  /** The path inside the service's src/, e.g. `workers/ingestion-worker.ts`. */
  readonly file: string;
  readonly text: string;
}

export interface Located<T> {
  readonly value: T;
  readonly line: number;
}

function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
      return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** Every TypeScript file of every service's src/ (tests, benches and scripts live outside it). */
export function serviceSources(root: string): ServiceSource[] {
  const servicesDir = path.join(root, 'services');
  return readdirSync(servicesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((service) => {
      const src = path.join(servicesDir, service, 'src');
      return filesUnder(src).map((full) => ({
        service,
        file: path.relative(src, full).split(path.sep).join('/'),
        text: readFileSync(full, 'utf8'),
      }));
    });
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** The operation ids a file mounts: every `API.<id>.route` in it. */
export function operationRoutesIn(file: string, text: string): Located<string>[] {
  const source = parse(file, text);
  const found: Located<string>[] = [];
  walk(source, (node) => {
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'route' &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'API'
    ) {
      found.push({ value: node.expression.name.text, line: lineOf(source, node) });
    }
  });
  return found;
}

export interface TopicUses {
  readonly publishes: Located<string>[];
  readonly subscribes: Located<string>[];
  /** Calls whose topic the code does not spell out: each one is a reason the table could be wrong. */
  readonly unreadable: Located<string>[];
}

/** The string literals of an array literal (`[...] as const` too), or undefined when it holds anything else. */
function stringsOf(expression: ts.Expression): string[] | undefined {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!ts.isArrayLiteralExpression(inner)) return undefined;
  const values = inner.elements.map((element) => (ts.isStringLiteralLike(element) ? element.text : undefined));
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}

/** The initializer of a `const` of this name declared anywhere in the file. */
function constInitializer(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) found = node.initializer;
  });
  return found;
}

/** Which topics a file publishes and subscribes to. */
export function topicUsesIn(file: string, text: string): TopicUses {
  const source = parse(file, text);
  const publishes: Located<string>[] = [];
  const subscribes: Located<string>[] = [];
  const unreadable: Located<string>[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const method = node.expression.name.text;
    const line = lineOf(source, node);
    if (method === 'publish' || method === 'publishMany') {
      const topic = node.arguments[0];
      if (topic && ts.isStringLiteralLike(topic)) publishes.push({ value: topic.text, line });
      else unreadable.push({ value: `.${method}(…) with a topic that is not a string literal`, line });
    } else if (method === 'subscribe') {
      const options = node.arguments[0];
      const topics = options && ts.isObjectLiteralExpression(options)
        ? options.properties.find((p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment =>
            (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(source) === 'topics')
        : undefined;
      if (!topics) {
        unreadable.push({ value: '.subscribe(…) without a `topics` property in an object literal', line });
        return;
      }
      const expression = ts.isPropertyAssignment(topics) ? topics.initializer : topics.name;
      const initializer = ts.isIdentifier(expression) ? constInitializer(source, expression.text) : expression;
      const names = initializer && stringsOf(initializer);
      if (names) subscribes.push(...names.map((value) => ({ value, line })));
      else unreadable.push({ value: '.subscribe({ topics }) whose topics are not an array of string literals in this file', line });
    }
  });
  return { publishes, subscribes, unreadable };
}
