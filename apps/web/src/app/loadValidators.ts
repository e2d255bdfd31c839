/** The zod schemas of the domain, fetched once on first use (see validators.ts). */
export const loadValidators = () => import('./validators');

/** The catalog and order schemas, fetched once by the first menu or order read (see menuValidators.ts). */
export const loadMenuValidators = () => import('./menuValidators');
