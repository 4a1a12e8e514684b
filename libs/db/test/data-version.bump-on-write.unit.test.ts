// bumpingOnWrite: the named writes bump the data version after they settle (a failed one too, as a
// batched write may have written part), reads never do, and a failure is answered without waiting
// for its bump (the store is usually the thing that failed).
import { describe, expect, it } from 'vitest';
import { bumpingOnWrite, type DataVersion } from '../src/data-version.ts';

function fakeVersion(bumpWaits: Promise<void> = Promise.resolve()) {
  let version = 0;
  const dataVersion: DataVersion = {
    current: async () => version,
    bump: async () => {
      await bumpWaits;
      version += 1;
    },
  };
  return { dataVersion, version: () => version };
}

const repository = {
  rows: [] as number[],
  async save(row: number) {
    this.rows.push(row);
    return this.rows.length;
  },
  async fail(): Promise<void> {
    throw new Error('store down');
  },
  async count() {
    return this.rows.length;
  },
};

describe('bumpingOnWrite', () => {
  it('bumps after each named write, returning its result, and never on a read', async () => {
    const { dataVersion, version } = fakeVersion();
    const wrapped = bumpingOnWrite(repository, ['save', 'fail'], dataVersion);
    expect(await wrapped.save(1)).toBe(1);
    expect(version()).toBe(1);
    expect(await wrapped.count()).toBe(1);
    expect(version()).toBe(1);
  });

  it('rethrows a failed write at once and still bumps once the store answers', async () => {
    let release = () => {};
    const { dataVersion, version } = fakeVersion(new Promise<void>((resolve) => (release = resolve)));
    const wrapped = bumpingOnWrite(repository, ['fail'], dataVersion);
    await expect(wrapped.fail()).rejects.toThrow('store down');
    expect(version()).toBe(0);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(version()).toBe(1);
  });

  it('refuses a name that is not a method', () => {
    expect(() => bumpingOnWrite(repository, ['rows'], fakeVersion().dataVersion)).toThrow(/not a method/);
  });
});
