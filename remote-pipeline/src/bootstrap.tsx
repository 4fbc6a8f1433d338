import { Navigate, Route, Routes } from '@meridian/shared/routing';
import { mountStandalone } from '@meridian/shared/app';
import PipelineRoutes from './exposes/routes';

void mountStandalone(
  <Routes>
    <Route path="/pipeline/*" element={<PipelineRoutes />} />
    <Route path="*" element={<Navigate to="/pipeline" replace />} />
  </Routes>,
);
