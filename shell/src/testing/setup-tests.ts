// DOM matchers and a clean DOM after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { installComponentTestDefaults } from '@scoreline/ui/testing';
import { afterEach, vi } from 'vitest';

installComponentTestDefaults();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
