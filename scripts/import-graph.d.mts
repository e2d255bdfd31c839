export interface FileImports {
  file: string;
  targets: { specifier: string; file: string }[];
}
export function fileImports(root: string): FileImports[];
export function folderOf(root: string, file: string): string;
export function folderGraph(root: string, ignore?: (folder: string) => boolean): Map<string, Set<string>>;
export function cyclesOf(graph: Map<string, Set<string>>): string[][];
export function describeCycle(root: string, cycle: string[]): string[];
