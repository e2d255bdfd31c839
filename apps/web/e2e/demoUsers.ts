/** The server's demo seed (apps/server/src/seed/demo.ts) and where spec 01 §2 lands each role. */
export const DEMO_USERS = {
  admin: { email: 'admin@demo.pos', password: 'admin1234', name: 'Ana Administradora', landing: '/viewAdmin' },
  caja: { email: 'caja@demo.pos', password: 'caja1234', name: 'Carlos Cajero', landing: '/pos' },
  mesero: { email: 'mesero@demo.pos', password: 'mesero1234', name: 'Mario Mesero', landing: '/pos' },
  pos: { email: 'pos@demo.pos', password: 'pos1234', name: 'Terminal POS', landing: '/pos' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;
export const DEMO_ROLES = Object.keys(DEMO_USERS) as DemoRole[];
