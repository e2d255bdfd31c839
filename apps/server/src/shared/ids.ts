import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so inserts stay index-friendly and ids sort by creation. */
export const newId = (): string => v7();
