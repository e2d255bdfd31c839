import type { PrinterWidth } from '@comandero/domain';

/** Column plan of a receipt (spec 02 §9: 48 columns; product 24, quantity 6, total 18; wrap 20 and 17). */
export interface ReceiptLayout {
  columns: number;
  product: number;
  quantity: number;
  total: number;
  /** Product names wrap at this many characters. */
  nameWrap: number;
  /** Extras / preparation lines wrap at this many characters. */
  extrasWrap: number;
}

export const LAYOUTS: Record<PrinterWidth, ReceiptLayout> = {
  80: { columns: 48, product: 24, quantity: 6, total: 18, nameWrap: 20, extrasWrap: 17 },
  // 58 mm paper prints 32 columns: the same proportions, narrower.
  58: { columns: 32, product: 16, quantity: 4, total: 12, nameWrap: 13, extrasWrap: 11 },
};

/** Splits text into lines of at most `width` characters, at spaces where possible; honours newlines. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      // A word longer than the line is cut where the line ends.
      while (rest.length > width) {
        if (current) lines.push(current);
        lines.push(rest.slice(0, width));
        current = '';
        rest = rest.slice(width);
      }
      if (!rest) continue;
      if (!current) current = rest;
      else if (current.length + 1 + rest.length <= width) current += ` ${rest}`;
      else {
        lines.push(current);
        current = rest;
      }
    }
    lines.push(current);
  }
  // Blank lines inside a header are kept; trailing ones are not.
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

const fit = (text: string, width: number) => (text.length > width ? text.slice(0, width) : text);

/** Text on the left, value on the right, within `columns` (the value wins when both do not fit); no trailing spaces. */
export function pair(left: string, right: string, columns: number): string {
  const value = fit(right, columns);
  const room = columns - value.length - (value ? 1 : 0);
  if (!value) return fit(left, columns).trimEnd();
  return `${fit(left, Math.max(room, 0)).padEnd(Math.max(room, 0))} ${value}`;
}

/** A product row: name (left, its column), quantity (right-aligned) and total (right-aligned). */
export function productRow(layout: ReceiptLayout, name: string, quantity: string, total: string): string {
  const row =
    fit(name, layout.product).padEnd(layout.product) +
    fit(quantity, layout.quantity).padStart(layout.quantity) +
    fit(total, layout.total).padStart(layout.total);
  return row.trimEnd();
}

export const dashes = (layout: ReceiptLayout) => '-'.repeat(layout.columns);
