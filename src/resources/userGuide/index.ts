// The user guide at /user-guide, loaded on demand.
import { lazyNamed } from '../../components/lazyNamed';

export const UserGuidePage = lazyNamed(() => import('./UserGuidePage'), 'UserGuidePage', 'userGuide');
