// Adds the DOM matchers (toBeInTheDocument, toBeDisabled, ...), gives jsdom the element size a
// browser would (jsdom lays nothing out, so a responsive chart would measure 0×0 and draw no SVG at
// all), and leaves a clean slate after every test (DOM, storages: a kept admin session, timers, stubs).
import '@testing-library/jest-dom/vitest';
import { installChartLayout } from '../src/charts/testing/chart-layout.ts';
import { installCleanSlate } from '../src/testing/clean-slate.ts';

installChartLayout();

installCleanSlate();
