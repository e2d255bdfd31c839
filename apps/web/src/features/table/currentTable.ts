import { create } from 'zustand';

/** The table the menu screens work on, kept under the spec's local storage key (01 §3). */
export const TABLE_STORAGE_KEY = 'table';

export interface CurrentTable {
  tableId: string | null;
  /** Occupied by this terminal on the way in: leaving it without an order frees it again. */
  justOccupied: boolean;
  /** Where the menu goes once the table is left (a charged delivery: back to the delivery board). */
  leftFor?: string;
}

const EMPTY: CurrentTable = { tableId: null, justOccupied: false };

function readStored(): CurrentTable {
  try {
    const stored = JSON.parse(localStorage.getItem(TABLE_STORAGE_KEY) ?? 'null') as Partial<CurrentTable> | null;
    return typeof stored?.tableId === 'string'
      ? { tableId: stored.tableId, justOccupied: !!stored.justOccupied }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const useCurrentTable = create<CurrentTable>(() => readStored());

export function enterTable(tableId: string, justOccupied: boolean): void {
  const current: CurrentTable = { tableId, justOccupied };
  localStorage.setItem(TABLE_STORAGE_KEY, JSON.stringify(current));
  useCurrentTable.setState(current, true);
}

export function leaveTable(leftFor?: string): void {
  localStorage.removeItem(TABLE_STORAGE_KEY);
  useCurrentTable.setState(leftFor ? { ...EMPTY, leftFor } : EMPTY, true);
}

/** Reads the stored table again (tests, and a page loaded straight on a menu route). */
export function restoreCurrentTable(): void {
  useCurrentTable.setState(readStored());
}
