/** The floor's cached reads: live events, takes, transfers and closes update or refetch them. */
export const floorKeys = {
  tables: ['floor', 'tables'] as const,
  rooms: ['floor', 'rooms'] as const,
};

/** The query key of a table's order, read by the menu, the order panel and the close drawer. */
export const orderKeys = {
  table: (tableId: string) => ['order', tableId] as const,
};
