import type { SecurityPolitics } from '@comandero/domain';
import { AppError } from './errors.js';

/** Who is calling, resolved from the bearer token and its live server-side session. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  businessId: string;
  branchId: string | null;
  roleName: string;
  politics: SecurityPolitics;
}

/** The tenant every branch-scoped query is limited to. */
export interface BranchScope {
  businessId: string;
  branchId: string;
}

/** The caller's branch; branch-scoped features need one. */
export function requireBranch(auth: AuthContext): string {
  if (!auth.branchId) throw new AppError(403, 'FORBIDDEN', 'You do not have an assigned branch yet!');
  return auth.branchId;
}

/** The caller's business and branch; branch-scoped features need both. */
export const branchScope = (auth: AuthContext): BranchScope => ({
  businessId: auth.businessId,
  branchId: requireBranch(auth),
});
