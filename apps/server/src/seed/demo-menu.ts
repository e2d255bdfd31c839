/** The demo restaurant's menu (COP, integer pesos). Sizes are absolute prices, as they arrive from a menu editor. */

export interface DemoExtrasGroup {
  key: string;
  name: string;
  allowMultiple: boolean;
  isRequired: boolean;
  min: number;
  /** 0 means unlimited. */
  max: number;
  options: [name: string, price: number][];
}

export interface DemoProduct {
  name: string;
  description: string;
  price: number;
  sizes?: [name: string, absolutePrice: number][];
  extras?: string[];
  /** A counted product (bought and sold as it is: drinks, cakes by the portion) and its units in stock. */
  stock?: number;
}

export const DEMO_EXTRAS_GROUPS: DemoExtrasGroup[] = [
  {
    key: 'termino',
    name: 'Término de la carne',
    allowMultiple: false,
    isRequired: true,
    min: 1,
    max: 1,
    options: [
      ['Azul', 0],
      ['Medio', 0],
      ['Tres cuartos', 0],
      ['Bien asado', 0],
    ],
  },
  {
    key: 'acompanante',
    name: 'Acompañante',
    allowMultiple: false,
    isRequired: true,
    min: 1,
    max: 1,
    options: [
      ['Papas fritas', 0],
      ['Papa criolla', 0],
      ['Ensalada de la casa', 0],
      ['Patacón', 0],
      ['Arroz blanco', 0],
    ],
  },
  {
    key: 'adiciones',
    name: 'Adiciones',
    allowMultiple: true,
    isRequired: false,
    min: 0,
    max: 0,
    options: [
      ['Queso extra', 3000],
      ['Tocineta', 4000],
      ['Huevo frito', 2000],
      ['Aguacate', 3500],
      ['Jalapeños', 1500],
    ],
  },
  {
    key: 'ingredientes-pizza',
    name: 'Ingredientes extra',
    allowMultiple: true,
    isRequired: false,
    min: 0,
    max: 3,
    options: [
      ['Champiñones', 3000],
      ['Aceitunas', 2500],
      ['Jamón', 3500],
      ['Maíz tierno', 2000],
      ['Doble queso', 4000],
    ],
  },
  {
    key: 'fruta',
    name: 'Fruta',
    allowMultiple: false,
    isRequired: true,
    min: 1,
    max: 1,
    options: [
      ['Mango', 0],
      ['Mora', 0],
      ['Lulo', 0],
      ['Maracuyá', 0],
      ['Fresa', 0],
    ],
  },
  {
    key: 'sabores',
    name: 'Sabores',
    allowMultiple: true,
    isRequired: true,
    min: 1,
    max: 2,
    options: [
      ['Vainilla', 0],
      ['Chocolate', 0],
      ['Fresa', 0],
      ['Arequipe', 0],
    ],
  },
];

const PIZZA_EXTRAS = ['ingredientes-pizza'];
const MAIN_EXTRAS = ['acompanante'];
const BURGER_EXTRAS = ['termino', 'acompanante', 'adiciones'];

export const DEMO_MENU: { category: string; color: string; products: DemoProduct[] }[] = [
  {
    category: 'Entradas',
    color: '#f59f00',
    products: [
      { name: 'Empanadas (3 unidades)', description: 'Empanadas de carne con ají casero', price: 9000 },
      { name: 'Patacones con hogao', description: 'Plátano verde frito con hogao y queso', price: 12000 },
      { name: 'Arepa de choclo', description: 'Arepa dulce de maíz tierno con quesito', price: 10000 },
      {
        name: 'Nachos con queso',
        description: 'Totopos, queso fundido, guacamole y pico de gallo',
        price: 18000,
        extras: ['adiciones'],
      },
      {
        name: 'Ceviche de camarón',
        description: 'Camarón en limón, cebolla morada y cilantro',
        price: 24000,
        stock: 15,
      },
      { name: 'Sopa del día', description: 'Pregunte a su mesero por la sopa de hoy', price: 12000 },
    ],
  },
  {
    category: 'Platos fuertes',
    color: '#e03131',
    products: [
      {
        name: 'Bandeja paisa',
        description: 'Frijoles, arroz, carne molida, chicharrón, huevo, maduro y arepa',
        price: 32000,
      },
      { name: 'Ajiaco santafereño', description: 'Con pollo, mazorca, alcaparras y crema', price: 28000 },
      {
        name: 'Churrasco',
        description: '350 g de corte argentino con chimichurri',
        price: 42000,
        extras: ['termino', ...MAIN_EXTRAS],
      },
      {
        name: 'Pechuga a la plancha',
        description: 'Pechuga marinada en finas hierbas',
        price: 29000,
        extras: MAIN_EXTRAS,
      },
      {
        name: 'Salmón en salsa de maracuyá',
        description: 'Filete de salmón con salsa agridulce',
        price: 48000,
        extras: MAIN_EXTRAS,
        stock: 8,
      },
      { name: 'Sancocho de gallina', description: 'Gallina criolla, yuca, papa y mazorca', price: 27000 },
    ],
  },
  {
    category: 'Hamburguesas',
    color: '#9c36b5',
    products: [
      {
        name: 'Hamburguesa clásica',
        description: '150 g de res, queso, lechuga y tomate',
        price: 24000,
        extras: BURGER_EXTRAS,
      },
      {
        name: 'Hamburguesa doble',
        description: 'Dos carnes de 150 g, doble queso y tocineta',
        price: 32000,
        extras: BURGER_EXTRAS,
      },
      {
        name: 'Hamburguesa de pollo',
        description: 'Pechuga apanada con salsa de miel mostaza',
        price: 25000,
        extras: ['acompanante', 'adiciones'],
      },
      {
        name: 'Hamburguesa vegetariana',
        description: 'Medallón de garbanzo y quinua',
        price: 26000,
        extras: ['acompanante', 'adiciones'],
      },
      {
        name: 'Perro caliente',
        description: 'Salchicha americana, papitas y salsas',
        price: 18000,
        extras: ['adiciones'],
      },
    ],
  },
  {
    category: 'Pizzas',
    color: '#2f9e44',
    products: [
      {
        name: 'Pizza margarita',
        description: 'Tomate, mozzarella y albahaca',
        price: 22000,
        sizes: pizzaSizes(22000),
        extras: PIZZA_EXTRAS,
      },
      {
        name: 'Pizza hawaiana',
        description: 'Jamón y piña',
        price: 24000,
        sizes: pizzaSizes(24000),
        extras: PIZZA_EXTRAS,
      },
      {
        name: 'Pizza pepperoni',
        description: 'Pepperoni y mozzarella',
        price: 25000,
        sizes: pizzaSizes(25000),
        extras: PIZZA_EXTRAS,
      },
      {
        name: 'Pizza vegetariana',
        description: 'Pimentón, cebolla, champiñones y aceitunas',
        price: 24000,
        sizes: pizzaSizes(24000),
        extras: PIZZA_EXTRAS,
      },
      {
        name: 'Pizza mexicana',
        description: 'Carne molida, jalapeños y maíz',
        price: 26000,
        sizes: pizzaSizes(26000),
        extras: PIZZA_EXTRAS,
      },
    ],
  },
  {
    category: 'Bebidas',
    color: '#1971c2',
    products: [
      {
        name: 'Limonada natural',
        description: 'Limón recién exprimido',
        price: 6000,
        sizes: [
          ['Vaso', 6000],
          ['Jarra', 15000],
        ],
      },
      { name: 'Limonada de coco', description: 'Limón, crema de coco y hielo', price: 9000 },
      { name: 'Jugo natural', description: 'En agua o en leche', price: 7000, extras: ['fruta'] },
      {
        name: 'Gaseosa',
        description: 'Coca-Cola, Sprite o Quatro',
        price: 5000,
        sizes: [
          ['Personal', 5000],
          ['1.5 L', 9000],
        ],
        stock: 48,
      },
      { name: 'Agua', description: 'Con o sin gas', price: 4000, stock: 36 },
      { name: 'Cerveza nacional', description: 'Club Colombia, Águila o Poker', price: 7000, stock: 60 },
      { name: 'Café tinto', description: 'Café colombiano de origen', price: 3000 },
      { name: 'Cappuccino', description: 'Espresso con leche espumada', price: 7000 },
    ],
  },
  {
    category: 'Postres',
    color: '#d6336c',
    products: [
      { name: 'Torta de chocolate', description: 'Con ganache de chocolate amargo', price: 12000, stock: 10 },
      {
        name: 'Cheesecake de frutos rojos',
        description: 'Base de galleta y salsa de frutos rojos',
        price: 14000,
        stock: 0,
      },
      { name: 'Flan de caramelo', description: 'Receta de la abuela', price: 9000 },
      { name: 'Helado (2 bolas)', description: 'Elija hasta dos sabores', price: 10000, extras: ['sabores'] },
      { name: 'Brownie con helado', description: 'Brownie tibio con helado de vainilla', price: 13000 },
    ],
  },
];

function pizzaSizes(personal: number): [string, number][] {
  return [
    ['Personal', personal],
    ['Mediana', personal + 16000],
    ['Familiar', personal + 30000],
  ];
}
