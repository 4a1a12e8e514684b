// loadTogether: one page load from its parts' loads, asked at once with the same token.
import { describe, expect, it } from 'vitest';
import { loadTogether } from '../index.ts';

describe('loadTogether', () => {
  it("answers each part's data under its name, every part asked with the token", async () => {
    const asked: string[] = [];
    const load = loadTogether({
      sets: async (token: string) => {
        asked.push(`sets ${token}`);
        return [1, 2];
      },
      experiments: async (token: string) => {
        asked.push(`experiments ${token}`);
        return { experiments: ['a'] };
      },
    });
    expect(await load('tool.jwt')).toEqual({ sets: [1, 2], experiments: { experiments: ['a'] } });
    expect(asked).toEqual(['sets tool.jwt', 'experiments tool.jwt']);
  });

  it('fails when one part fails', async () => {
    const load = loadTogether({ ok: async () => 'data', down: async () => Promise.reject(new Error('store down')) });
    await expect(load('tool.jwt')).rejects.toThrow('store down');
  });
});
