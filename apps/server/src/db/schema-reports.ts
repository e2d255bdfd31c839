import type { Money } from '@comandero/domain';

/**
 * What a product sold a branch on a close day, over completed orders (the products report reads it).
 * Written only by features/reports/product-sales-summary.ts.
 */
export interface ProductSalesDailyTable {
  business_id: string;
  branch_id: string;
  /** 'YYYY-MM-DD' of the orders' close dates, on the restaurant's wall clock. */
  close_day: string;
  product_id: string;
  /** The name the lines were sold under (the latest of them). */
  name: string;
  quantity: number;
  sales: Money;
}
