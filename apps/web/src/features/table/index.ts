// The table being served, shared by the floor, the menu, the cart and the checkout: which table,
// who is looking, its order and the floor's query keys.
export { type CurrentTable, enterTable, leaveTable, restoreCurrentTable, useCurrentTable } from './currentTable';
export { sentLocally, showOrderLocally, showTableLocally } from './localView';
/** For the floor's first screen: the local view loads only when a write is kept on the device. */
export const loadLocalView = () => import('./localView');
export { floorKeys, orderKeys } from './queryKeys';
export { fetchTableOrder } from './tableOrder.api';
export { viewerOf } from './viewer';
