import { lazy } from 'react';

/** Recharts arrives with the first chart drawn: no other screen's first load carries it. */
export const LazyBarsChart = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ '../charts/BarsChart'));
