import { money, type Purchase } from '@comandero/domain';
import type { Db } from '../../db/database.js';
import type { BranchScope } from '../../shared/auth-context.js';

export interface PurchaseRecord {
  id: string;
  supplierId: string;
  invoiceNumber: string;
  date: string;
  totalInvoice: number;
  totalPaid: number;
  createdBy: string;
}

/** Purchases (spec 02 §3 Purchase form, list columns); only this file writes their SQL. */
export function createPurchasesRepository(db: Db) {
  return {
    async insert(scope: BranchScope, record: PurchaseRecord, now: string) {
      await db
        .insertInto('purchases')
        .values({
          id: record.id,
          business_id: scope.businessId,
          branch_id: scope.branchId,
          supplier_id: record.supplierId,
          invoice_number: record.invoiceNumber,
          date: record.date,
          total_invoice: money(record.totalInvoice),
          total_paid: money(record.totalPaid),
          created_by: record.createdBy,
          created_at: now,
        })
        .execute();
    },

    /** Newest first; `item` is the first item's name and how many more. */
    async page(
      scope: BranchScope,
      request: {
        page: number;
        pageSize: number;
        supplierId?: string | undefined;
        invoiceNumber?: string | undefined;
        ids?: readonly string[];
      },
    ) {
      let query = db
        .selectFrom('purchases as p')
        .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
        .innerJoin('users as u', 'u.id', 'p.created_by')
        .where('p.business_id', '=', scope.businessId)
        .where('p.branch_id', '=', scope.branchId);
      if (request.supplierId) query = query.where('p.supplier_id', '=', request.supplierId);
      if (request.invoiceNumber) query = query.where('p.invoice_number', 'like', `%${request.invoiceNumber}%`);
      if (request.ids) query = query.where('p.id', 'in', [...request.ids]);
      const { total } = await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .select(['p.id', 'p.date', 'p.invoice_number', 'p.supplier_id', 's.name as vendor', 'u.name as created_by'])
        .select(['p.total_invoice', 'p.total_paid', 'p.created_at'])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(request.pageSize)
        .offset(request.page * request.pageSize)
        .execute();
      const names = await itemNames(rows.map((row) => row.id));
      const content: Purchase[] = rows.map((row) => {
        const items = names.get(row.id) ?? [];
        const totalInvoice = Number(row.total_invoice);
        const totalPaid = Number(row.total_paid);
        return {
          id: row.id,
          date: row.date,
          invoiceNumber: row.invoice_number,
          supplierId: row.supplier_id,
          vendor: row.vendor,
          createdBy: row.created_by,
          item: items.length > 1 ? `${items[0]} +${items.length - 1}` : (items[0] ?? ''),
          total: money(totalInvoice),
          totalPaid: money(totalPaid),
          totalOverdue: money(Math.max(0, totalInvoice - totalPaid)),
          createdAt: row.created_at,
        };
      });
      return { content, totalElements: Number(total) };
    },
  };

  async function itemNames(purchaseIds: readonly string[]) {
    const names = new Map<string, string[]>();
    if (purchaseIds.length === 0) return names;
    const rows = await db
      .selectFrom('stock_movements as m')
      .leftJoin('ingredients as i', 'i.id', 'm.ingredient_id')
      .leftJoin('products as pr', 'pr.id', 'm.product_id')
      .select(['m.purchase_id', 'i.name as ingredient', 'pr.name as product'])
      .where('m.purchase_id', 'in', [...purchaseIds])
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
    for (const row of rows) {
      const list = names.get(row.purchase_id ?? '') ?? [];
      list.push(row.ingredient ?? row.product ?? '');
      names.set(row.purchase_id ?? '', list);
    }
    return names;
  }
}
export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
