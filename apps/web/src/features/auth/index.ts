// What other features use of auth.
export { pinLogin } from './auth.api';
