// No comment or doc line cites an issue number or a document outside the repository beyond the
// checked-in allowlist of the lines that did so when the check began; an allowlisted line that was
// rewritten must leave the list. The failure names each line as file:line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWLIST_FILE, citationsInRepository, compareWithAllowlist, describeComparison, parseAllowlist } from '../src/comment-citations.ts';
import { REPO_ROOT } from '../src/repo-root.ts';

describe('comment citations', () => {
  it('are only the allowlisted lines, each of which still cites', () => {
    const allowed = parseAllowlist(readFileSync(path.join(REPO_ROOT, ALLOWLIST_FILE), 'utf8'));
    const comparison = compareWithAllowlist(citationsInRepository(REPO_ROOT), allowed);
    expect(describeComparison(comparison)).toBe('');
  });
});
