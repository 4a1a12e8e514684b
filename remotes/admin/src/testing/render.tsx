import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** Shows the router's current address so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/** Renders a page or section on /admin inside a router, as the shell does. */
export function renderAdmin(element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={element} />
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Answers every confirmation dialog with `answer` and records the questions. */
export function answerConfirmations(answer: boolean) {
  return vi.spyOn(window, 'confirm').mockReturnValue(answer);
}

export const TOKEN = 'header.payload.signature';
