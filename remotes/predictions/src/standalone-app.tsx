import { BrowserRouter, Route, Routes } from 'react-router-dom';
import FixturePage from './expose/fixture-page.tsx';
import HomePage from './expose/home-page.tsx';

/** The two routes this remote owns (docs/product.md §2), as the shell mounts them. */
export function StandaloneApp() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/fixture/:fixtureId" element={<FixturePage />} />
      </Routes>
    </BrowserRouter>
  );
}
