import type { ProductCard, ProductDetail } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { notifyError } from '../../ui/notify';
import { addBlock, initialChoice, useAddToOrder, useOrderLines } from '../cart';
import { recordProductView } from './favorites';
import { CACHED_QUERY, fetchProduct, menuKeys } from './menu.api';
import { useMenuTable } from './menuTable';
import type { QuickAdd } from './ProductCard';
import { productPath } from './productPath';

/**
 * Issue 14: a product that needs no choice is added by a tap on its card (a size's button adds that
 * size). What the product page would refuse (no stock) opens the page instead, where it says why.
 */
export function useQuickAdd() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const table = useMenuTable();
  const add = useAddToOrder(table);
  const { lines } = useOrderLines(table.id);

  const counts = useMemo(() => {
    const byProduct = new Map<string, number>();
    for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
    return byProduct;
  }, [lines]);

  const quickAdd = async (card: ProductCard, sizeId: string | null = null): Promise<void> => {
    let product: ProductDetail;
    try {
      product = await client.fetchQuery({
        ...CACHED_QUERY,
        queryKey: menuKeys.product(card.id),
        queryFn: ({ signal }) => fetchProduct(card.id, signal),
      });
    } catch (error) {
      notifyError(error, t('cart.addError', { name: card.name }));
      return;
    }
    const choice = { ...initialChoice(product), sizeId };
    if (addBlock(product, choice)) {
      navigate(productPath(card), { state: { from: location.pathname } });
      return;
    }
    recordProductView(product, new Date());
    // No return to /menu/home here (spec 01 §9 is the product page's): issue 14 keeps the waiter in the category to add several fast.
    add(product, choice);
  };

  /** What a card needs to add its product in a tap. */
  const quickFor = (card: ProductCard): QuickAdd => ({
    count: counts.get(card.id) ?? 0,
    onAdd: (sizeId) => void quickAdd(card, sizeId),
  });
  return quickFor;
}
