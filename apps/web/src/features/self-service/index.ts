// What other features use of self-service; its screen is loaded on first use.
export { SelfServiceView } from './lazySelfService';
