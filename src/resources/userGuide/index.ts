// The user guide at /user-guide, loaded on demand.
import { lazy } from 'react';

export const UserGuidePage = lazy(() =>
  import('./UserGuidePage').then((module) => ({ default: module.UserGuidePage })),
);
