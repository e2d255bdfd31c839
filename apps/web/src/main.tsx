import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './app/session';
import { initI18n } from './i18n';

// Texts and the stored session are ready before the first render, so no screen flashes.
await Promise.all([initI18n(), restoreSession()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
