/** Full-page navigations, kept in one object so tests can observe them. */
export const browser = {
  /** Loads a path from scratch, dropping all in-memory state (sign-out). */
  replaceWith(path: string): void {
    window.location.replace(path);
  },
  reload(): void {
    window.location.reload();
  },
};
