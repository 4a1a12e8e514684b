// Runs before every test file: DOM matchers, a fixed time zone, a layout for the charts (jsdom lays
// nothing out), a clean slate (DOM, storage, mocks) after each test, and a failed test when a fake
// backend answer or a request of that test broke its contract (testing/contracts.ts).
import '@testing-library/jest-dom/vitest';
import { installCleanSlate, installComponentTestDefaults } from '@scoreline/ui/testing';
import { installChartLayout } from '@scoreline/ui/charts/testing';
import { beforeEach, expect, vi } from 'vitest';
import { takeContractBreaches } from './fake-api.ts';

installComponentTestDefaults();

process.env.TZ = 'Europe/London';
installChartLayout();

// Every failure path logs its cause for the admin's console; the tests assert the screen instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

installCleanSlate(() => expect(takeContractBreaches(), 'fake calls that broke their contract').toEqual([]));
