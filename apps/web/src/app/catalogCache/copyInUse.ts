// Whether this page has used the device's copy yet: until then, live events leave it alone.
let inUse = false;

export const copyInUse = (): boolean => inUse;

export function markCopyInUse(): void {
  inUse = true;
}
