// The portal behind its one lazy load (main.tsx): its App, and the sign-in layer the sign-in card hands over to.
// One module, not two imports: two lazy entries sharing most of their code split it into dozens of small chunks,
// which cost more bytes gzipped and more requests on a slow network.
export { App } from './App';
export { authProvider, authService } from './providers';
// Made while the first screen's code and data are on their way (main.tsx), with the portal's code, not /login's.
export { prepareFormatsWhenIdle } from './components/Money';
