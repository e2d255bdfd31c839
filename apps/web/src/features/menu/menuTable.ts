import type { Table } from '@comandero/domain';
import { useOutletContext } from 'react-router';

/** What the menu shell hands its screens: the table being served (only rendered once it is known). */
export interface MenuOutletContext {
  table: Table;
}

export const useMenuTable = (): Table => useOutletContext<MenuOutletContext>().table;

/** Where the product page goes back to: the screen that opened it, else the product's category. */
export interface FromState {
  from?: string;
}

export const backPath = (state: unknown, fallback: string): string => {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/menu/') ? from : fallback;
};
