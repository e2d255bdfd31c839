/** The spec's roles (01 §6). Role names are compared lower-cased and trimmed. */
export const ROLE_KEYS = ['pos', 'administrador', 'mesero', 'super admin', 'customer', 'caja'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** Display names as the spec writes them; these are the names stored in the roles table. */
export const ROLE_NAMES: Record<RoleKey, string> = {
  pos: 'Pos',
  administrador: 'Administrador',
  mesero: 'mesero',
  'super admin': 'Super Admin',
  customer: 'Customer',
  caja: 'Caja',
};

export function normalizeRoleName(name: string): string {
  return name.trim().toLowerCase();
}

/** Maps a stored role name to its key; any name containing 'caja' is a cashier (spec 01 §6). */
export function roleKeyOf(name: string): RoleKey | null {
  const normalized = normalizeRoleName(name);
  if (normalized.includes('caja')) return 'caja';
  return (ROLE_KEYS as readonly string[]).includes(normalized) ? (normalized as RoleKey) : null;
}

/** Roles allowed to log in (spec 01 §5); others get 'Usuario no autorizado'. */
export function isAllowedRole(name: string): boolean {
  return roleKeyOf(name) !== null;
}

export function isAdministrator(name: string): boolean {
  return roleKeyOf(name) === 'administrador';
}

/** Roles whose PIN may authorize protected operations (spec 01 §6: Administrator or Cashier). */
export function canAuthorizeWithPin(name: string): boolean {
  const key = roleKeyOf(name);
  return key === 'administrador' || key === 'caja' || key === 'super admin';
}

/** Print bill (the pre-bill before charging): administrador or caja only (spec 01 §6). */
export function canPrintBill(name: string): boolean {
  const key = roleKeyOf(name);
  return key === 'administrador' || key === 'caja' || key === 'super admin';
}

/** Roles matching super, customer or pos are not offered when creating users (spec 01 §6). */
export function isOfferedWhenCreatingUsers(name: string): boolean {
  const normalized = normalizeRoleName(name);
  return !['super', 'customer', 'pos'].some((word) => normalized.includes(word));
}
