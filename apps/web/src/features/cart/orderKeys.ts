/** The query key of a table's order; kept apart so the floor's live events can name it cheaply. */
export const orderKeys = {
  table: (tableId: string) => ['order', tableId] as const,
};
