// Adds the DOM matchers (toBeInTheDocument, toBeDisabled, ...) and unmounts after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
