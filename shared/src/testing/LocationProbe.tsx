// Test-only (`@meridian/shared/testing`): shows where the app navigated to.
import { screen } from '@testing-library/react';
import { useLocation } from '@meridian/shared/routing';

/** Renders the current path and query, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The text of the rendered LocationProbe. */
export const currentLocation = () => screen.getByTestId('location').textContent;
