import { z } from 'zod';
import { type Money, money } from '../money/money.js';
import { moneySchema } from '../money/money-input.js';
import { deliveryBoardInfoSchema } from '../order/delivery-board-info.js';

/** Who took a dispatched order: a user of the branch, or a free name; null when nobody was named. */
const deliveryDriverSchema = deliveryBoardInfoSchema.shape.driver;
export type DeliveryDriver = z.infer<typeof deliveryDriverSchema>;

/** One driver's round (issue 18 §3): the dispatched orders they carry and the cash they bring back. */
export const driverCashSchema = z.object({
  driver: deliveryDriverSchema,
  orders: z.number().int().min(1),
  cash: moneySchema,
});
export type DriverCash = z.infer<typeof driverCashSchema>;
export const driversCashSchema = z.array(driverCashSchema);

/** What a dispatched order adds to its driver's round. */
export interface DispatchedDelivery {
  driver: DeliveryDriver;
  cashToCollect: Money;
}

/** A user is one driver whatever their name reads; free names are one driver when written alike. */
const driverKey = (driver: DeliveryDriver): string =>
  driver === null ? '' : (driver.userId ?? `name:${driver.name.trim().toLocaleLowerCase('es')}`);

/**
 * The cash each driver must bring back from the dispatched orders, one row per driver, by name, and
 * the orders nobody was named for last; every order counts once, so the rows add up to the orders' cash.
 */
export function cashByDriver(dispatched: readonly DispatchedDelivery[]): DriverCash[] {
  const rounds = new Map<string, DriverCash>();
  for (const order of dispatched) {
    const key = driverKey(order.driver);
    const round = rounds.get(key);
    if (round) {
      round.orders += 1;
      round.cash = money(round.cash + order.cashToCollect);
    } else {
      rounds.set(key, { driver: order.driver, orders: 1, cash: order.cashToCollect });
    }
  }
  return [...rounds.values()].sort((a, b) => {
    if (a.driver === null || b.driver === null) return a.driver === null ? 1 : -1;
    return a.driver.name.localeCompare(b.driver.name, 'es');
  });
}
