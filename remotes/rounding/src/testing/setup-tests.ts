// Runs before every test file: DOM matchers, chart layout for jsdom (recharts draws nothing in a
// 0×0 box), a clean slate (DOM, storage, mocks) after each test, and a failed test when a fake
// backend answer or a request of that test broke its contract (testing/contracts.ts).
import '@testing-library/jest-dom/vitest';
import { installCleanSlate, installComponentTestDefaults } from '@scoreline/ui/testing';
import { installChartLayout } from '@scoreline/ui/charts/testing';
import { expect } from 'vitest';
import { takeContractBreaches } from './fake-api.ts';

installComponentTestDefaults();

installChartLayout();

installCleanSlate(() => expect(takeContractBreaches(), 'fake calls that broke their contract').toEqual([]));
