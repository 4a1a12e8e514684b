import { beforeAll } from 'vitest';

/**
 * Runs `setup` once before the file's tests. When it fails (typically: Kafka, the store or
 * stripe-mock is not running), every test of the file fails with that error, as with any
 * beforeAll in this workspace: the runner every package uses (vitest.fail-on-setup.ts, through
 * vitest.shared.ts) turns a failed set-up into failed tests instead of Vitest's "skipped".
 */
export function setUpOnce(setup: () => Promise<void>): void {
  beforeAll(setup);
}
