export { startServiceWorkerAfterFirstPaint } from './startServiceWorker';
