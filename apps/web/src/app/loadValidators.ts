/** The zod schemas of the domain, fetched once on first use (see validators.ts). */
export const loadValidators = () => import('./validators');
