import './zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authService } from './providers';

// Spec §2: on start-up the application initialises authentication (verifies a stored token, once).
void authService.initialise();

// The first render as a transition: React renders it in slices of a few milliseconds and yields to the browser
// between them, where a default-priority render is one long task (Total Blocking Time). Until it commits, the app
// shell in index.html stays on screen.
/** Exported for the start-up's test, which unmounts it. */
export const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
