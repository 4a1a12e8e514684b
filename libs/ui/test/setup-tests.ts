// Adds the DOM matchers (toBeInTheDocument, toBeDisabled, ...), unmounts after every test, and gives
// jsdom the element size a browser would: jsdom lays nothing out, so a responsive chart would
// measure 0×0 and draw no SVG at all.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installChartLayout } from '../src/charts/testing/chart-layout.ts';

installChartLayout();

afterEach(() => cleanup());
