import { money, type OrderLine, type ProductCard, type ProductDetail, type TableOrder } from '@comandero/domain';

const id = (n: number) => `0194c2a0-0000-7000-8000-${String(n).padStart(12, '0')}`;

export const BURGERS = { id: id(301), name: 'Hamburguesas', color: '#9c36b5', productCount: 2 };
export const PIZZAS = { id: id(302), name: 'Pizzas', color: '#2f9e44', productCount: 1 };
export const DESSERTS = { id: id(303), name: 'Postres', color: '#d6336c', productCount: 1 };
export const CATEGORIES = [BURGERS, PIZZAS, DESSERTS];

const option = (n: number, name: string, price = 0) => ({ id: id(n), name, price: money(price) });

/** The demo's burger: doneness and side required (one each), additions unlimited. */
export const BURGER: ProductDetail = {
  id: id(401),
  name: 'Hamburguesa clásica',
  description: '150 g de res, queso, lechuga y tomate',
  price: money(24000),
  image: null,
  stock: null,
  allowWithoutStock: false,
  categoryId: BURGERS.id,
  hasOptions: true,
  requiresChoice: true,
  printerId: null,
  category: { id: BURGERS.id, name: BURGERS.name },
  sizes: [],
  extrasGroups: [
    {
      id: id(501),
      name: 'Término de la carne',
      isRequired: true,
      allowMultiple: false,
      min: 1,
      max: 1,
      options: [option(511, 'Azul'), option(512, 'Medio'), option(513, 'Bien asado')],
    },
    {
      id: id(502),
      name: 'Acompañante',
      isRequired: true,
      allowMultiple: false,
      min: 1,
      max: 1,
      options: [option(521, 'Papas fritas'), option(522, 'Patacón')],
    },
    {
      id: id(503),
      name: 'Adiciones',
      isRequired: false,
      allowMultiple: true,
      min: 0,
      max: 0,
      options: [option(531, 'Queso extra', 3000), option(532, 'Tocineta', 4000)],
    },
  ],
};

/** Sizes with absolute prices and a group of at most 3 toppings. */
export const PIZZA: ProductDetail = {
  ...BURGER,
  id: id(402),
  name: 'Pizza margarita',
  description: 'Tomate, mozzarella y albahaca',
  price: money(22000),
  categoryId: PIZZAS.id,
  category: { id: PIZZAS.id, name: PIZZAS.name },
  requiresChoice: false,
  sizes: [
    { id: id(601), name: 'Personal', price: money(22000), priceDelta: money(0) },
    { id: id(602), name: 'Mediana', price: money(38000), priceDelta: money(16000) },
    { id: id(603), name: 'Familiar', price: money(52000), priceDelta: money(30000) },
  ],
  extrasGroups: [
    {
      id: id(504),
      name: '',
      isRequired: false,
      allowMultiple: true,
      min: 0,
      max: 3,
      options: [
        option(541, 'Champiñones', 3000),
        option(542, 'Aceitunas', 2500),
        option(543, 'Jamón', 3500),
        option(544, 'Maíz tierno', 2000),
      ],
    },
  ],
};

export const CAKE: ProductDetail = {
  ...BURGER,
  id: id(403),
  name: 'Torta de chocolate',
  description: 'Con ganache de chocolate amargo',
  price: money(12000),
  stock: 2,
  categoryId: DESSERTS.id,
  category: { id: DESSERTS.id, name: DESSERTS.name },
  hasOptions: false,
  requiresChoice: false,
  extrasGroups: [],
};

export const card = (product: ProductDetail): ProductCard => {
  const {
    id: productId,
    name,
    price,
    image,
    stock,
    allowWithoutStock,
    categoryId,
    hasOptions,
    requiresChoice,
  } = product;
  const sizes = product.sizes.map((size) => ({ id: size.id, name: size.name, price: size.price }));
  return { id: productId, name, price, image, stock, allowWithoutStock, categoryId, hasOptions, requiresChoice, sizes };
};

export function orderLine(product: ProductDetail, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: id(701),
    productId: product.id,
    name: product.name,
    printerId: null,
    size: null,
    extras: [],
    basePrice: product.price,
    unitPrice: product.price,
    quantity: 1,
    note: '',
    sentQuantity: 0,
    commandSent: false,
    createdBy: { id: '0194c2a0-0000-7000-8000-000000000012', name: 'Mario Mesero' },
    version: 1,
    ...overrides,
  };
}

export function tableOrder(tableId: string, lines: OrderLine[] = [], overrides: Partial<TableOrder> = {}): TableOrder {
  return {
    tableId,
    orderId: lines.length > 0 ? id(801) : null,
    people: 2,
    lines,
    cancellations: [],
    subtotal: money(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)),
    discount: null,
    split: null,
    ...overrides,
  };
}
