import {
  type BranchSummaryRow,
  can,
  type DashboardChartsRequest,
  type DashboardData,
  dashboardGranularity,
  dashboardOf,
  dashboardTotalsOf,
} from '@comandero/domain';
import type { AuthContext } from '../../shared/auth-context.js';
import { notFound } from '../../shared/errors.js';
import type { DashboardRepository } from './dashboard.repository.js';

type Range = { dateStart: string; dateEnd: string; businessId?: string | undefined };

/** The admin dashboard (spec 02 §2): the caller's business, or any with the change-business policy. */
export function createDashboardService({ repository }: { repository: DashboardRepository }) {
  const mayChangeBusiness = (auth: AuthContext) => can(auth.politics, 'dashboard', 'changeBusiness');

  /** The business asked for; another tenant's is a 404 unless the caller may change business. */
  async function businessOf(auth: AuthContext, requested: string | undefined): Promise<string> {
    if (!requested || requested === auth.businessId) return auth.businessId;
    if (!mayChangeBusiness(auth) || !(await repository.businessExists(requested))) throw notFound('Business');
    return requested;
  }

  /** The branches asked for, all of the business's by default; one not of the business is a 404. */
  async function branchesOf(businessId: string, requested: readonly string[] | undefined) {
    const ids = [...new Set(requested ?? [])];
    const branches = await repository.branches(businessId, ids);
    if (branches.length < ids.length) throw notFound('Branch');
    return branches;
  }

  return {
    async businesses(auth: AuthContext) {
      return { businesses: await repository.businesses(mayChangeBusiness(auth) ? undefined : auth.businessId) };
    },

    async branches(auth: AuthContext, businessId: string | undefined) {
      return { branches: await repository.branches(await businessOf(auth, businessId)) };
    },

    async charts(auth: AuthContext, request: DashboardChartsRequest): Promise<DashboardData> {
      const businessId = await businessOf(auth, request.businessId);
      const branches = await branchesOf(businessId, request.branchIds);
      const length = dashboardGranularity(request.dateStart, request.dateEnd) === 'hour' ? 13 : 10;
      const groups = await repository.byBucket(
        { ...request, businessId, branchIds: branches.map((b) => b.id) },
        length,
      );
      return dashboardOf(request, groups);
    },

    async tables(auth: AuthContext, request: Range & { branches: string[] }): Promise<{ rows: BranchSummaryRow[] }> {
      const businessId = await businessOf(auth, request.businessId);
      const branches = await branchesOf(businessId, request.branches);
      const groups = await repository.byBranch({ ...request, businessId, branchIds: branches.map((b) => b.id) });
      return {
        rows: branches.map((branch) => ({
          branchId: branch.id,
          branch: branch.name,
          ...dashboardTotalsOf(groups.filter((group) => group.branchId === branch.id)),
        })),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
