// Every pointer at a section of the docs (`docs/engineering.md, "Testing"`) names a heading the doc
// has, in the whole repository; a planted pointer at a missing section, or at a missing doc, is found.
import { describe, expect, it } from 'vitest';
import { danglingReferencesIn, danglingReferencesInRepository, describeDanglingReferences } from '../src/doc-references.ts';
import { REPO_ROOT } from '../src/repo-root.ts';

const docs: Record<string, readonly string[]> = {
  'docs/engineering.md': ['Engineering conventions', 'Services (practica style)', 'Testing'],
  'docs/product.md': ['Modes'],
};

describe('section references in comments and docs', () => {
  it('all lead to a heading of their doc in the repository', () => {
    expect(describeDanglingReferences(danglingReferencesInRepository(REPO_ROOT))).toBe('');
  });

  it('are found when they point at a section or a doc that does not exist, and a heading found by its start is enough', () => {
    const text = [
      '// how we test (docs/engineering.md, "Testing")',
      '// the layers (docs/engineering.md "Services")',
      '// the modes (docs/product.md, Architecture: "Modes")',
      '// gone (docs/engineering.md, "First paint")',
      '// never written (docs/operations.md, "Backups")',
    ].join('\n');
    expect(describeDanglingReferences(danglingReferencesIn('planted.ts', text, (doc) => docs[doc]))).toBe(
      ['planted.ts:4: docs/engineering.md has no section "First paint"', 'planted.ts:5: docs/operations.md has no section "Backups"'].join('\n'),
    );
  });
});
