// The table being served, shared by the floor, the menu, the cart and the checkout: which table,
// who is looking, its order and the floor's query keys.
export { type CurrentTable, enterTable, leaveTable, restoreCurrentTable, useCurrentTable } from './currentTable';
export { sentLocally, showOrderLocally, showTableLocally } from './localView';
export { floorKeys, orderKeys } from './queryKeys';
export { fetchTableOrder } from './tableOrder.api';
export { viewerOf } from './viewer';
