import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { initialChoice, useAddToOrder, useOrderLines } from '../cart';
import { recordProductView } from './favorites';
import { CACHED_QUERY, fetchProduct, menuKeys } from './menu.api';
import { backPath, useMenuTable } from './menuTable';
import { ProductForm } from './ProductForm';
import { useZeroStockNotice } from './useZeroStockNotice';

/** Spec 01 §9: after an add the cart returns to /menu/home after 1500 ms, or 3000 ms on a phone. */
export const RETURN_HOME_MS = 1500;
export const RETURN_HOME_PHONE_MS = 3000;
/** Spec 01 §9 mobile breakpoint. */
const PHONE_QUERY = '(max-width: 720px)';

/** Spec 01 §2 product page: choose and add; the line shows in the order at once, then back to menu home. */
export default function ProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const table = useMenuTable();
  const { menuGroupId = '', menuProductItemId = '' } = useParams();
  const product = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.product(menuProductItemId),
    queryFn: ({ signal }) => fetchProduct(menuProductItemId, signal),
  });
  const add = useAddToOrder(table);
  const { lines } = useOrderLines(table.id);
  const back = backPath(location.state, `/menu/productos/${menuGroupId}`);
  const counted = useRef<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [added, setAdded] = useState(false);

  // Leaving before the delay (Return, breadcrumb) cancels the return home.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => navigate('/menu/home'), phone ? RETURN_HOME_PHONE_MS : RETURN_HOME_MS);
    return () => clearTimeout(timer);
  }, [added, phone, navigate]);

  // Viewing a product counts a use for this device's favorites (spec 01 §4), once per visit.
  useEffect(() => {
    if (!product.data || counted.current === product.data.id) return;
    counted.current = product.data.id;
    recordProductView(product.data, new Date());
  }, [product.data]);
  useZeroStockNotice(product.data);

  if (product.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (product.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('menu.product.loadError')}>
        <Stack gap="sm" align="flex-start">
          <Text>{describeError(product.error, t)}</Text>
          <Button variant="light" onClick={() => navigate(back)}>
            {t('menu.product.return')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const inOrder = lines.reduce((sum, line) => sum + (line.productId === product.data.id ? line.quantity : 0), 0);
  return (
    <ProductForm
      key={product.data.id}
      product={product.data}
      initial={initialChoice(product.data)}
      submitLabel={(price) => t('menu.product.add', { name: product.data.name, price })}
      // Added: the button says how many are in the order (as a category card does) until the return.
      addedLabel={added ? t('menu.inOrder', { count: inOrder }) : null}
      onSubmit={(choice) => {
        add(product.data, choice);
        setAdded(true);
      }}
      onReturn={() => navigate(back)}
    />
  );
}
