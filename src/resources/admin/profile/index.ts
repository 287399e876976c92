// The signed-in person's own page at /admin: who they are, their preferences, their companies and access history.
import { lazyNamed } from '../../../components/lazyNamed';

export const ProfilePage = lazyNamed(() => import('./ProfilePage'), 'ProfilePage');
