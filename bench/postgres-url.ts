// The PostgreSQL server the benches measure, and a warning no one can miss when there is none: a
// PGlite figure printed as `postgres.*` is not a PostgreSQL server's.

export const BENCH_POSTGRES_URL: string | undefined =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/** Prints, between lines of !, that `what` is not measured on a PostgreSQL server and what is done instead. */
export function warnNoPostgres(what: string, instead: string): void {
  const banner = [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!!! NO POSTGRESQL SERVER: ${what}: ${instead}.`,
    '!!! Set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
  console.log(banner);
}
