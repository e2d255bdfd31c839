import type { OrderChannel, OrderChannelQuery } from '@comandero/domain';
import type { Db } from '../../db/database.js';

/** The order_channels table: the built-in channels (business_id null) and the business's own. */
export function createOrderChannelsRepository(db: Db) {
  return {
    /** The business's channels by name, filtered as spec 01 §7's `order-channels?deleted=false` call asks. */
    async list(businessId: string, query: OrderChannelQuery): Promise<OrderChannel[]> {
      let select = db
        .selectFrom('order_channels')
        .select(['id', 'name', 'external'])
        .where((eb) => eb.or([eb('business_id', 'is', null), eb('business_id', '=', businessId)]))
        .where('deleted', '=', query.deleted ? 1 : 0);
      if (query.name !== undefined) select = select.where('name', '=', query.name);
      if (query.external !== undefined) select = select.where('external', '=', query.external ? 1 : 0);
      const rows = await select.execute();
      // By name in code-point order: the databases' collations would order 'POS' and 'domicilios' differently.
      return rows
        .map((row) => ({ id: row.id, name: row.name, external: Number(row.external) === 1 }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    },
  };
}
export type OrderChannelsRepository = ReturnType<typeof createOrderChannelsRepository>;
