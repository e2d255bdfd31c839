export { fetchUsersPage } from './users.api';
