import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the router's current address so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/**
 * Renders a page on its route inside a router, as the shell does: any other address shows
 * 'Other page', and the current address is in the `location` test id.
 */
export function renderRoute(
  element: ReactElement,
  { path = '/', at = '/' }: { path?: string; at?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
