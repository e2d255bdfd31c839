/** Every written table with the files (relative to `root`) that write it; and writes naming no table. */
export function tableWriters(root: string): { writers: Map<string, string[]>; unnamed: string[] };
