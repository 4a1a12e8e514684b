import { renderRoute } from '@scoreline/ui/testing';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Renders a page or section on /admin inside a router, as the shell does. */
export function renderAdmin(element: ReactElement) {
  return renderRoute(element, { path: '/admin', at: '/admin' });
}

/** Answers every confirmation dialog with `answer` and records the questions. */
export function answerConfirmations(answer: boolean) {
  return vi.spyOn(window, 'confirm').mockReturnValue(answer);
}

export const TOKEN = 'header.payload.signature';
