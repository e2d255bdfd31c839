// What other features use of the floor; its dialogs are loaded on first use.

export { FloorView } from './FloorView';
export { releaseTable } from './floor.api';
export { TransferDialog } from './lazyDialogs';
export { applyTable, useFloor } from './useFloor';
