import { BrowserRouter, Route, Routes } from 'react-router-dom';
import RoundingSandboxPage from './expose/rounding-sandbox-page.tsx';

/** The one route this remote owns (docs/product.md §2), as the shell mounts it. */
export function StandaloneApp() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <Routes>
        <Route path="*" element={<RoundingSandboxPage />} />
      </Routes>
    </BrowserRouter>
  );
}
