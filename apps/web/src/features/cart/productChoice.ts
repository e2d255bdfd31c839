import {
  areGroupsSatisfied,
  type ChosenExtra,
  type ChosenSize,
  type ExtrasGroup,
  isGroupValid,
  LINE_NOTE_MAX,
  lineTotal,
  type Money,
  money,
  type OrderLine,
  type OrderLineInput,
  type ProductDetail,
  stockOfChoice,
  stockProblem,
  unitPrice,
} from '@comandero/domain';

/** What the product page holds: the size, the options ticked per group, how many, and the note. */
export interface ProductChoice {
  sizeId: string | null;
  /** Option ids per extras group id. */
  extras: Record<string, string[]>;
  quantity: number;
  note: string;
}

/** A product with sizes starts on its first size (the base price); nothing else is chosen. */
export function initialChoice(product: ProductDetail): ProductChoice {
  return { sizeId: product.sizes[0]?.id ?? null, extras: {}, quantity: 1, note: '' };
}

/** The edit page starts from the line as it is in the order. */
export function choiceFromLine(line: OrderLine): ProductChoice {
  const extras: Record<string, string[]> = {};
  for (const extra of line.extras) extras[extra.groupId] = [...(extras[extra.groupId] ?? []), extra.optionId];
  return { sizeId: line.size?.id ?? null, extras, quantity: line.quantity, note: line.note };
}

export function chosenSize(product: ProductDetail, choice: ProductChoice): ChosenSize | null {
  const size = product.sizes.find((candidate) => candidate.id === choice.sizeId);
  return size ? { name: size.name, priceDelta: money(size.priceDelta) } : null;
}

export function chosenExtras(product: ProductDetail, choice: ProductChoice): ChosenExtra[] {
  return product.extrasGroups.flatMap((group) =>
    group.options
      .filter((option) => choice.extras[group.id]?.includes(option.id))
      .map((option) => ({
        groupId: group.id,
        optionId: option.id,
        name: option.name,
        price: money(option.price),
        quantity: 1,
      })),
  );
}

/** One unit and the whole line: base, size difference and extras, by the domain's rules. */
export function choicePrice(product: ProductDetail, choice: ProductChoice): { unit: Money; total: Money } {
  const unit = unitPrice(money(product.price), chosenSize(product, choice), chosenExtras(product, choice));
  return { unit, total: lineTotal(unit, choice.quantity) };
}

export function selectedCount(choice: ProductChoice, groupId: string): number {
  return choice.extras[groupId]?.length ?? 0;
}

/** The groups still short of their choice, in the product's order: what a disabled Add waits for. */
export const unsatisfiedGroups = (product: ProductDetail, choice: ProductChoice): ExtrasGroup[] =>
  product.extrasGroups.filter((rules) => !isGroupValid(rules, selectedCount(choice, rules.id)));

export const groupsSatisfied = (product: ProductDetail, choice: ProductChoice): boolean =>
  areGroupsSatisfied(product.extrasGroups.map((rules) => ({ rules, selectedCount: selectedCount(choice, rules.id) })));

/** Why Add is blocked, or null: a required group unsatisfied, no stock, or more than the stock. */
export type AddBlock = 'EXTRAS' | 'NO_STOCK' | 'INSUFFICIENT_STOCK';

export function addBlock(product: ProductDetail, choice: ProductChoice): AddBlock | null {
  const stock = stockProblem(stockOfChoice(product, choice.sizeId), choice.quantity);
  if (stock) return stock;
  return groupsSatisfied(product, choice) ? null : 'EXTRAS';
}

/** Ticks or unticks an option; a single-choice group swaps its one option. */
export function toggleOption(
  choice: ProductChoice,
  group: ProductDetail['extrasGroups'][number],
  optionId: string,
): ProductChoice {
  const current = choice.extras[group.id] ?? [];
  let next: string[];
  if (current.includes(optionId)) next = current.filter((id) => id !== optionId);
  else next = group.allowMultiple ? [...current, optionId] : [optionId];
  return { ...choice, extras: { ...choice.extras, [group.id]: next } };
}

/** The line as the tablet sends it: choices only, never prices (the server prices it). */
export function lineInputOf(lineId: string, product: ProductDetail, choice: ProductChoice): OrderLineInput {
  return {
    id: lineId,
    productId: product.id,
    sizeId: choice.sizeId,
    extras: chosenExtras(product, choice).map(({ optionId, quantity }) => ({ optionId, quantity })),
    quantity: choice.quantity,
    note: choice.note.trim().slice(0, LINE_NOTE_MAX),
  };
}

/** The line shown in the order panel before the server answers, priced as the server will price it. */
export function draftLine(
  lineId: string,
  product: ProductDetail,
  choice: ProductChoice,
  createdBy: { id: string; name: string },
): OrderLine {
  const size = product.sizes.find((candidate) => candidate.id === choice.sizeId);
  return {
    id: lineId,
    productId: product.id,
    name: product.name,
    printerId: product.printerId,
    size: size ? { id: size.id, name: size.name, priceDelta: size.priceDelta } : null,
    extras: chosenExtras(product, choice),
    basePrice: product.price,
    unitPrice: choicePrice(product, choice).unit,
    quantity: choice.quantity,
    note: choice.note.trim().slice(0, LINE_NOTE_MAX),
    sentQuantity: 0,
    commandSent: false,
    createdBy,
    version: 0,
  };
}
