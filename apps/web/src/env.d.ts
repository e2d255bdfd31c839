/// <reference types="vite/client" />

/** The web app's version, from apps/web/package.json (vite.config.ts). */
declare const __APP_VERSION__: string;
