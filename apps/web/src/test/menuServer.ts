import type { SessionUser, TableOrder } from '@comandero/domain';
import { enterTable } from '../features/table';
import { busyTable, makeUser } from './fixtures';
import { openFloor } from './floorServer';
import { BURGER, CAKE, CATEGORIES, card, PIZZA, tableOrder } from './orderFixtures';

type Routes = NonNullable<Parameters<typeof openFloor>[1]['routes']>;

interface MenuSetup {
  user?: SessionUser;
  order?: TableOrder;
  routes?: Routes;
}

/** Mesa 3, taken by the user, open in the menu at `path` against a server holding the demo products. */
export function openMenuAt(path: string, { user = makeUser('mesero'), order, routes = {} }: MenuSetup = {}) {
  const table = busyTable(3, user, 2);
  enterTable(table.id, false);
  const opened = openFloor(user, {
    tables: [table],
    path: ['/pos', '/menu/home', path],
    routes: {
      'GET /menu/categories': { status: 200, body: CATEGORIES },
      [`GET /menu/categories/${CATEGORIES[0]!.id}/products`]: { status: 200, body: [card(BURGER)] },
      [`GET /menu/products/${BURGER.id}`]: { status: 200, body: BURGER },
      [`GET /menu/products/${PIZZA.id}`]: { status: 200, body: PIZZA },
      [`GET /menu/products/${CAKE.id}`]: { status: 200, body: CAKE },
      [`GET /tables/${table.id}/order`]: { status: 200, body: order ?? tableOrder(table.id) },
      ...routes,
    },
  });
  return { ...opened, table };
}

// The app's own path to a product page: tests open the page the cards link to.
export { productPath } from '../features/menu/productPath';
