// The contracts' zod runs without its JIT in a browser: the JIT's `new Function` probe is refused by
// the site's CSP (no 'unsafe-eval') and reported as a violation on every page that parses. Servers
// keep the JIT.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the zod the contracts are built with', () => {
  it('keeps the JIT on a server', async () => {
    const { z } = await import('../src/zod.ts');
    expect(z.config().jitless).not.toBe(true);
  });

  it('turns the JIT off in a browser', async () => {
    vi.stubGlobal('document', {});
    const { z } = await import('../src/zod.ts');
    expect(z.config().jitless).toBe(true);
  });
});
