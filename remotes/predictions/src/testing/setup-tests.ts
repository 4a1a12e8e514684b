// Runs before every test file: DOM matchers, a fixed time zone so kick-off times read the same on
// every machine, a clean slate (DOM, storage, mocks) after each test, and a failed test when a fake
// backend answer or a request of that test broke its contract (testing/contracts.ts).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installComponentTestDefaults } from '@scoreline/ui/testing';
import { afterEach, expect, vi } from 'vitest';
import { takeContractBreaches } from './fake-api.ts';

installComponentTestDefaults();

process.env.TZ = 'Europe/London';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(takeContractBreaches(), 'fake calls that broke their contract').toEqual([]);
});
