// The /admin area: profile for everyone, people and access management for support staff and partner admins.
import { lazy } from 'react';

export const AdminRoutes = lazy(() => import('./AdminRoutes').then((module) => ({ default: module.AdminRoutes })));
export { adminPaths } from '../../components/adminPaths';
export { useStaffRole } from './useStaffRole';
