// No comment or doc line of the repository cites an issue number or a document outside the
// repository, and nothing lets one through: the check reads every file git tracks or would add, and
// fails on any citing line, naming it as file:line. A new file with a citing comment, not even
// committed, fails it too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsInRepository, describeCitations } from '../src/comment-citations.ts';
import { REPO_ROOT } from '../src/repo-root.ts';

describe('comment citations', () => {
  it('are none in the repository', () => {
    expect(describeCitations(citationsInRepository(REPO_ROOT))).toBe('');
  });

  it('fail for a citing comment in a new file of a repository, and for nothing else there', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'repo-check-citations-'));
    try {
      execFileSync('git', ['init', '--quiet'], { cwd: root });
      writeFileSync(path.join(root, 'planted.ts'), '// As the spec says in section 9.\nexport const limit = 10;\n');
      writeFileSync(path.join(root, 'clean.ts'), '// docs/product.md §9 gives the limit.\nexport const limit = 10;\n');
      writeFileSync(path.join(root, '.gitignore'), 'ignored.ts\n');
      writeFileSync(path.join(root, 'ignored.ts'), '// issue 4\n');
      expect(describeCitations(citationsInRepository(root))).toBe(
        'planted.ts:1: cites a document outside the repository ("spec"); point at docs/ or say the why itself: // As the spec says in section 9.',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
