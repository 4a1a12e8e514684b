import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installComponentTestDefaults } from '@scoreline/ui/testing';
import { afterEach, vi } from 'vitest';

installComponentTestDefaults();

// Each test renders into a fresh document and stubs fetch for itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});
