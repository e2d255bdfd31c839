// What other features use of change user: the router state that carries a table through it.
export { type CarriedTable, type ChangeUserState, readChangeUserState } from './changeUserState';
