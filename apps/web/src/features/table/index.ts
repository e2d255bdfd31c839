// The table being served, shared by the floor, the menu, the cart and the checkout: which table,
// who is looking, its order and the floor's query keys.
export { type CurrentTable, enterTable, leaveTable, restoreCurrentTable, useCurrentTable } from './currentTable';
export { withPendingTables } from './pendingTables';
/** What the device shows of a write kept in its outbox (localView.ts): loaded when one is, never on the first screen. */
export const loadLocalView = () => import('./localView');
export { floorKeys, orderKeys } from './queryKeys';
export { isSendQueued } from './queuedSend';
export { fetchTableOrder } from './tableOrder.api';
export { viewerOf } from './viewer';
