// What other features use of the cart: the order panel, the table's lines and the cart context,
// and a product choice turned into an order line.
export { dispatchCart, leaveCart, useCart } from './cartStore';
export { OrderLineItem } from './OrderLineItem';
export { OrderPanel } from './OrderPanel';
export { discardUnsent, updateLine } from './order.api';
export {
  addBlock,
  choiceFromLine,
  choicePrice,
  chosenExtras,
  draftLine,
  initialChoice,
  lineInputOf,
  type ProductChoice,
  toggleOption,
  unsatisfiedGroups,
} from './productChoice';
export { applyOrder, useAddToOrder } from './useAddToOrder';
export { usePinAuthorization } from './usePinAuthorization';
export { useOrderLines, useTableOrder } from './useTableOrder';
