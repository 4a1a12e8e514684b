// The longest functions of the repository's code (tests left out), for the figure a clean-up is
// measured by: `npm run --silent functions -w @scoreline/repo-check` prints the ten longest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { checkedFiles } from './comment-citations.ts';

export interface FunctionLength {
  readonly file: string;
  readonly line: number;
  readonly name: string;
  readonly lines: number;
}

const isTest = (file: string) => /(^|\/)(test|__tests__)\//.test(file) || /\.test\.tsx?$/.test(file);

function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) return parent.name.getText(source);
  return '(anonymous)';
}

/** Every function, method and arrow function of one file with its length in lines. */
export function functionLengthsIn(file: string, text: string): FunctionLength[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, line: first + 1, name: nameOf(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The `count` longest functions of the code (not the tests) in the repository at `root`. */
export function longestFunctions(root: string, count = 10): FunctionLength[] {
  return checkedFiles(root)
    .filter((file) => /\.(?:ts|tsx|js|mjs)$/.test(file) && !/\.d\.ts$/.test(file) && !isTest(file))
    .flatMap((file) => functionLengthsIn(file, readFileSync(path.join(root, file), 'utf8')))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file))
    .slice(0, count);
}
