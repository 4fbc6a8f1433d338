// Renders the companies routes the way the shell mounts them, inside the shell's providers.
import { Route, Routes } from '@meridian/shared/routing';
import { LocationProbe, renderWithProviders } from '@meridian/shared/testing';
import CompaniesRoutes from '../exposes/routes';

/** The LocationProbe shows only once the app has navigated outside the companies section. */
export function renderCompanies(route = '/companies') {
  return renderWithProviders(
    <Routes>
      <Route path="/companies/*" element={<CompaniesRoutes />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}
