import type { ClosedOrder, ServiceType } from '@comandero/domain';
import type { Db } from '../db/database.js';
import type { BranchScope } from './auth-context.js';

/**
 * What a close leaves for its participants: the domain's closed order (as its bill shows it)
 * with the facts the other features key their rows by. It lives here, not in checkout, so the
 * features that take part (stock, dashboard, printing) need not import checkout, which composes them.
 */
export interface OrderClose extends ClosedOrder {
  scope: BranchScope;
  orderId: string;
  displayNumber: number;
  serviceType: ServiceType;
  /** The close's instant, and the restaurant's day of it ('YYYY-MM-DD'). */
  now: Date;
  day: string;
  /** The id the bill's print job takes: the close answers with it. */
  billJobId: string;
}

/** What a close knows before it takes the branch's display number: the sale itself. */
export type OrderSale = Pick<OrderClose, 'scope' | 'orderId' | 'lines' | 'closedBy' | 'now' | 'day'>;

/**
 * One feature's step of a close (issue 28): it runs inside the close's transaction with
 * repositories it builds on `trx`. A throw rolls back the whole close. What it returns runs once
 * the close has committed (a notice to the terminals). A `sale` step runs before the close takes
 * its display number, a `closed` step after the order's figures are written: the number's counter
 * row stays locked until commit, so work that needs no number goes first (closes of one branch
 * wait on that lock, one after another, on PostgreSQL).
 */
export type ClosingParticipant = SaleParticipant | ClosedParticipant;

export interface SaleParticipant {
  name: string;
  stage: 'sale';
  run(trx: Db, sale: OrderSale): Promise<AfterClose | undefined>;
}

export interface ClosedParticipant {
  name: string;
  stage: 'closed';
  run(trx: Db, close: OrderClose): Promise<AfterClose | undefined>;
}

/** Told after the close commits, never inside it: a rolled-back close announces nothing. */
export type AfterClose = () => void;
