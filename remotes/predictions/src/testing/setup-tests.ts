// Runs before every test file: DOM matchers, a fixed time zone so kick-off times read the same on
// every machine, a clean slate (DOM, storage, mocks) after each test, and a failed test when a fake
// backend answer or a request of that test broke its contract (testing/contracts.ts).
import '@testing-library/jest-dom/vitest';
import { installCleanSlate, installComponentTestDefaults } from '@scoreline/ui/testing';
import { expect } from 'vitest';
import { takeContractBreaches } from './fake-api.ts';

installComponentTestDefaults();

process.env.TZ = 'Europe/London';

installCleanSlate(() => expect(takeContractBreaches(), 'fake calls that broke their contract').toEqual([]));
