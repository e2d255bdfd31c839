export { ConnectionBanner } from './ConnectionBanner';
