import type { SessionUser, Viewer } from '@comandero/domain';

/** Who is looking at the floor, as the domain's table rules (see, enter, transfer, release) take it. */
export const viewerOf = (user: SessionUser): Viewer => ({
  userId: user.id,
  roleName: user.role.name,
  politics: user.securityPolitics,
});
