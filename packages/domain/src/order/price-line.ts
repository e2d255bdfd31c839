import { areGroupsSatisfied } from '../cart/extras.js';
import { type ChosenExtra, unitPrice } from '../cart/pricing.js';
import type { ProductDetail } from '../menu/product.js';
import { money } from '../money/money.js';
import { type StockProblem, stockOfChoice, stockProblem } from '../stock/availability.js';
import type { OrderLine } from './order-lines.js';

export interface LineChoice {
  sizeId: string | null;
  extras: readonly { optionId: string; quantity: number }[];
  quantity: number;
}

export type PricedLine = Pick<
  OrderLine,
  'productId' | 'name' | 'printerId' | 'size' | 'extras' | 'basePrice' | 'unitPrice'
>;

export type LineProblem = { code: 'EXTRAS_INVALID'; message: string } | { code: StockProblem; message: string };

const extrasInvalid = (message: string): LineProblem => ({ code: 'EXTRAS_INVALID', message });

/**
 * Prices a line from the catalog, as the tablet chose it: the size must be the product's, every
 * extra an option of one of its groups, every group's rules met, and the stock enough.
 */
export function priceLine(product: ProductDetail, choice: LineChoice): PricedLine | LineProblem {
  const size = choice.sizeId === null ? null : product.sizes.find((candidate) => candidate.id === choice.sizeId);
  if (size === undefined) return extrasInvalid('The size is not one of the product');
  const extras: ChosenExtra[] = [];
  const seen = new Set<string>();
  for (const chosen of choice.extras) {
    if (seen.has(chosen.optionId)) return extrasInvalid('An extra was chosen twice');
    seen.add(chosen.optionId);
    const group = product.extrasGroups.find((candidate) => candidate.options.some((o) => o.id === chosen.optionId));
    const option = group?.options.find((candidate) => candidate.id === chosen.optionId);
    if (!group || !option) return extrasInvalid('An extra is not offered with the product');
    extras.push({
      groupId: group.id,
      optionId: option.id,
      name: option.name,
      price: money(option.price),
      quantity: chosen.quantity,
    });
  }
  const groups = product.extrasGroups.map((group) => ({
    rules: group,
    selectedCount: extras.filter((extra) => extra.groupId === group.id).length,
  }));
  if (!areGroupsSatisfied(groups)) return extrasInvalid('The extras do not meet the group rules');
  const stock = stockProblem(stockOfChoice(product, choice.sizeId), choice.quantity);
  if (stock === 'NO_STOCK') return { code: stock, message: 'NO STOCK' };
  if (stock) return { code: stock, message: 'Insufficient stock for that amount' };
  const basePrice = money(product.price);
  return {
    productId: product.id,
    name: product.name,
    printerId: product.printerId,
    size: size ? { id: size.id, name: size.name, priceDelta: size.priceDelta } : null,
    extras,
    basePrice,
    unitPrice: unitPrice(basePrice, size ? { name: size.name, priceDelta: money(size.priceDelta) } : null, extras),
  };
}

export const isLineProblem = (result: PricedLine | LineProblem): result is LineProblem => 'code' in result;
