import type { FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  path: PropertyKey[];
  message: string;
}
interface CheckingSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/**
 * A react-hook-form resolver from a domain schema (one schema checks on the tablet and on the
 * server) plus rules that need more than the form (the role's name); first message per field wins.
 */
export function schemaResolver<V extends FieldValues, T>(
  schema: CheckingSchema<T>,
  more: (values: V) => Issue[] = () => [],
): Resolver<V> {
  return async (values) => {
    const parsed = schema.safeParse(values);
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...more(values)];
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of issues) {
      // Nested as the form's fields are ('address.neighborhood').
      const path = issue.path.map(String);
      let node = errors;
      for (const part of path.slice(0, -1)) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      const last = path.at(-1);
      if (last !== undefined) node[last] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as never };
  };
}
