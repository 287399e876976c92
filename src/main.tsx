import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { authService } from './providers';

// Spec §2: on start-up the application initialises authentication (verifies a stored token, once).
void authService.initialise();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
