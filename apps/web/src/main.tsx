import './app/mantineStyles.first';
import './app/contrast.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './app/session';
import { startServiceWorkerAfterFirstPaint } from './features/app-update';
import { initI18n } from './i18n';
import { App } from './router/App';

/**
 * Texts and the stored session are ready before the first render, so no screen flashes. Not a
 * top-level await: chunks loaded meanwhile import this one, which must have finished evaluating.
 */
async function start(): Promise<void> {
  await Promise.all([initI18n(), restoreSession()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startServiceWorkerAfterFirstPaint();
}

void start();
