import type { KitchenTicket, KitchenTicketKind, KitchenTicketState } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

/** Kitchen tickets and their lines; only this file writes their SQL (one writer per table). */
export function createKitchenTicketsRepository(executor: Db) {
  return {
    /** The order's next ticket number; the order's table (or a new order) is held by the caller's transaction. */
    async nextSequence(orderId: string): Promise<number> {
      const row = await executor
        .selectFrom('kitchen_tickets')
        .select((eb) => eb.fn.max('sequence').as('last'))
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return Number(row?.last ?? 0) + 1;
    },

    /** Stores a ticket and its lines in the caller's transaction, with the print job that prints it. */
    async insert(scope: BranchScope, ticket: KitchenTicket, printJobId: string): Promise<void> {
      await executor
        .insertInto('kitchen_tickets')
        .values({
          id: ticket.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          order_id: ticket.orderId,
          station_id: ticket.stationId,
          kind: ticket.kind,
          sequence: ticket.sequence,
          state: ticket.state,
          print_job_id: printJobId,
          created_by: ticket.createdBy,
          created_at: ticket.createdAt,
          updated_at: ticket.createdAt,
        })
        .execute();
      if (ticket.lines.length === 0) return;
      await executor
        .insertInto('kitchen_ticket_lines')
        .values(
          ticket.lines.map((line, position) => ({
            ticket_id: ticket.id,
            position,
            order_line_id: line.orderLineId,
            product_id: line.productId,
            name: line.name,
            preparation: line.preparation,
            quantity: line.quantity,
            state: line.state,
          })),
        )
        .execute();
    },

    /** An order's tickets in the order they were made, each with its lines and the job that prints it. */
    async ofOrder(scope: BranchScope, orderId: string): Promise<(KitchenTicket & { printJobId: string | null })[]> {
      const tickets = await executor
        .selectFrom('kitchen_tickets')
        .selectAll()
        .where('branch_id', '=', scope.branchId)
        .where('order_id', '=', orderId)
        .orderBy('sequence')
        .execute();
      if (tickets.length === 0) return [];
      const lines = await executor
        .selectFrom('kitchen_ticket_lines')
        .selectAll()
        .where(
          'ticket_id',
          'in',
          tickets.map((ticket) => ticket.id),
        )
        .orderBy('ticket_id')
        .orderBy('position')
        .execute();
      return tickets.map((ticket) => ({
        id: ticket.id,
        orderId: ticket.order_id,
        kind: ticket.kind as KitchenTicketKind,
        stationId: ticket.station_id,
        sequence: ticket.sequence,
        state: ticket.state as KitchenTicketState,
        createdAt: ticket.created_at,
        createdBy: ticket.created_by,
        printJobId: ticket.print_job_id,
        lines: lines
          .filter((line) => line.ticket_id === ticket.id)
          .map((line) => ({
            orderLineId: line.order_line_id,
            productId: line.product_id,
            name: line.name,
            preparation: line.preparation,
            quantity: line.quantity,
            stationId: ticket.station_id,
            state: line.state as KitchenTicketState,
          })),
      }));
    },
  };
}
export type KitchenTicketsRepository = ReturnType<typeof createKitchenTicketsRepository>;
