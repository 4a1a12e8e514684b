// Runs before every test file: DOM matchers, a fixed time zone so kick-off times read the same on
// every machine, and a clean slate (DOM, storage, mocks) after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

process.env.TZ = 'Europe/London';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
