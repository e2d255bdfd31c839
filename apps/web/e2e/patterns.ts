export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page address whose path is exactly `pathname`, for `toHaveURL`. A pattern, not a predicate:
 * Playwright checks a predicate through waitForURL, which fails on an aborted navigation (a sign-out's
 * reload cut short by the router's own move to /login) instead of looking again.
 */
export const atPath = (pathname: string) => new RegExp(`^[a-z]+://[^/]+${escapeRegExp(pathname)}(?:[?#].*)?$`);
