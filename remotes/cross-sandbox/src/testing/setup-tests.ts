// Runs before every test file: DOM matchers, chart layout for jsdom (recharts draws nothing in a
// 0×0 box), a clean slate (DOM, storage, mocks) after each test.
import '@testing-library/jest-dom/vitest';
import { installCleanSlate, installComponentTestDefaults } from '@scoreline/ui/testing';
import { installChartLayout } from '@scoreline/ui/charts/testing';

installComponentTestDefaults();

installChartLayout();

installCleanSlate();
