import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * After each test, what the next one must not inherit: the rendered DOM, both storages (an admin
 * session, a kept purchase token), fake timers, stubbed globals (fetch) and spies; then `check`,
 * a package's own after-test assertion (the fake backend's contract breaches).
 */
export function installCleanSlate(check?: () => void): void {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    check?.();
  });
}
