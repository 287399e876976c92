// The signed-in person's own page at /admin: who they are, their preferences, their companies and access history.
import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./ProfilePage').then((module) => ({ default: module.ProfilePage })));
