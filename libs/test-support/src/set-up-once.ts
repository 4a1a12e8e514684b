import { beforeAll, beforeEach } from 'vitest';

/**
 * Runs `setup` once before the file's tests. When it fails (typically: Kafka, the store or
 * stripe-mock is not running), every test of the file fails with that error. A throwing beforeAll
 * alone would make Vitest report the tests as skipped, and an integration test must never pass
 * for skipped.
 */
export function setUpOnce(setup: () => Promise<void>): void {
  let failure: { error: unknown } | undefined;
  beforeAll(async () => {
    try {
      await setup();
    } catch (error) {
      failure = { error };
    }
  });
  beforeEach(() => {
    if (failure) throw failure.error;
  });
}
