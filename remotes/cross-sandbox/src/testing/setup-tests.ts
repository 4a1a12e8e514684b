// Runs before every test file: DOM matchers, chart layout for jsdom (recharts draws nothing in a
// 0×0 box), a clean slate (DOM, storage, mocks) after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installComponentTestDefaults } from '@scoreline/ui/testing';
import { installChartLayout } from '@scoreline/ui/charts/testing';
import { afterEach, vi } from 'vitest';

installComponentTestDefaults();

installChartLayout();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
