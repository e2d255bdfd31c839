import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelledLinesOf,
  type KitchenTicketLineDraft,
  kitchenTicketDocumentOf,
  kitchenTicketsOf,
  sentLinesOf,
} from './kitchen-ticket.js';
import { printerOfStation, stationOfPrinter } from './station.js';

const lineArbitrary = fc.record({
  orderLineId: fc.uuid(),
  productId: fc.option(fc.uuid(), { nil: null }),
  name: fc.string(),
  preparation: fc.string(),
  quantity: fc.integer({ min: 1, max: 50 }),
  stationId: fc.option(fc.constantFrom('cocina', 'bar', 'parrilla'), { nil: null }),
});
// Order lines' ids are unique within a command.
const linesArbitrary = fc.uniqueArray(lineArbitrary, { selector: (line) => line.orderLineId, maxLength: 30 });
const kindArbitrary = fc.constantFrom('send' as const, 'cancellation' as const);

const heading = {
  tableName: 'Mesa 4',
  tableNumber: 4,
  waiter: 'Ana',
  people: 2,
  createdAt: '2026-11-29T12:00:00.000Z',
  sentBy: 'u1',
};

describe('kitchen tickets of sent lines', () => {
  it('puts every sent line on exactly one ticket, its quantity preserved', () => {
    fc.assert(
      fc.property(kindArbitrary, linesArbitrary, (kind, lines) => {
        const tickets = kitchenTicketsOf(kind, lines);
        const placed = tickets.flatMap((ticket) => ticket.lines);
        expect(placed).toHaveLength(lines.length);
        for (const line of lines) {
          const holding = tickets.filter((ticket) => ticket.lines.some((l) => l.orderLineId === line.orderLineId));
          expect(holding).toHaveLength(1);
          expect(holding[0]?.lines.find((l) => l.orderLineId === line.orderLineId)?.quantity).toBe(line.quantity);
        }
        const total = (all: readonly KitchenTicketLineDraft[]) => all.reduce((sum, l) => sum + l.quantity, 0);
        expect(total(placed)).toBe(total(lines));
      }),
    );
  });

  it('makes one ticket per station, of the kind asked, each holding only its station lines in their order', () => {
    fc.assert(
      fc.property(kindArbitrary, linesArbitrary, (kind, lines) => {
        const tickets = kitchenTicketsOf(kind, lines);
        const stations = tickets.map((ticket) => ticket.stationId);
        expect(new Set(stations).size).toBe(stations.length);
        expect(stations).toEqual([...new Set(lines.map((line) => line.stationId))]);
        for (const ticket of tickets) {
          expect(ticket.kind).toBe(kind);
          expect(ticket.lines).toEqual(lines.filter((line) => line.stationId === ticket.stationId));
        }
      }),
    );
  });

  it('sends nothing when nothing was sent', () => {
    expect(kitchenTicketsOf('send', [])).toEqual([]);
  });

  it("keys a command's lines and a cancellation's by the order line, at the product's printer", () => {
    const line = {
      lineId: 'l1',
      productId: 'p1',
      name: 'Ajiaco',
      printerId: 'bar',
      quantity: 3,
      preparation: 'Grande',
    };
    expect(sentLinesOf([{ line, quantity: 2 }])).toEqual([
      { orderLineId: 'l1', productId: 'p1', name: 'Ajiaco', preparation: 'Grande', quantity: 2, stationId: 'bar' },
    ]);
    const person = { id: 'u1', name: 'Ana' };
    const cancellation = {
      id: 'c1',
      lineId: 'l1',
      name: 'Ajiaco',
      quantity: 1,
      preparation: 'Grande',
      printerId: null,
    };
    expect(cancelledLinesOf([{ ...cancellation, cancelledBy: person, approvedBy: null }])).toEqual([
      { orderLineId: 'l1', productId: null, name: 'Ajiaco', preparation: 'Grande', quantity: 1, stationId: null },
    ]);
  });

  it('prints a command as sent and a cancellation with negative quantities, a delivery saying so', () => {
    const lines = [
      { orderLineId: 'l1', productId: 'p1', name: 'Ajiaco', preparation: '', quantity: 2, stationId: null },
    ];
    expect(kitchenTicketDocumentOf({ kind: 'send', lines }, heading)).toEqual({
      ...heading,
      items: [{ name: 'Ajiaco', quantity: 2, preparation: '' }],
    });
    expect(kitchenTicketDocumentOf({ kind: 'cancellation', lines }, { ...heading, channel: 'delivery' })).toEqual({
      ...heading,
      channel: 'delivery',
      items: [{ name: 'Ajiaco', quantity: -2, preparation: '' }],
    });
    expect(Object.keys(kitchenTicketDocumentOf({ kind: 'send', lines }, heading))).toEqual([
      'tableName',
      'tableNumber',
      'waiter',
      'people',
      'createdAt',
      'items',
      'sentBy',
    ]);
  });

  it('derives a station from each printer, with its id', () => {
    expect(stationOfPrinter({ id: 'p1', name: 'Bar' })).toEqual({ id: 'p1', name: 'Bar', printerId: 'p1' });
    expect(printerOfStation('p1')).toBe('p1');
    expect(printerOfStation(null)).toBeNull();
  });
});
