export { startServiceWorkerAfterFirstPaint } from './startServiceWorker';
export { UpdatePrompt } from './UpdatePrompt';
