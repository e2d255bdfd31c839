/** A list's search waits this long after the last key (spec 02 §2: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;
