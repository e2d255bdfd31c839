// What other features use of the floor; its dialogs are loaded on first use.

export { FloorView } from './FloorView';
export { createTable, deleteRoom, deleteTable, releaseTable, updateTable } from './floor.api';
export { RoomDialog, TransferDialog } from './lazyDialogs';
export { nextFreeNumber, type RoomGroup, roomGroups } from './rules';
export { applyRoom, applyTable, useFloor, useLiveFloor } from './useFloor';
