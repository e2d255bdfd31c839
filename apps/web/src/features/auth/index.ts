// What other features use of auth.
export { pinAuthorize, pinLogin } from './auth.api';
