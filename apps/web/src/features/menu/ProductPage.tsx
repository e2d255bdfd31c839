import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { describeError } from '../../app/errors';
import { initialChoice, useAddToOrder } from '../cart';
import { recordProductView } from './favorites';
import { CACHED_QUERY, fetchProduct, menuKeys } from './menu.api';
import { backPath, useMenuTable } from './menuTable';
import { ProductForm } from './ProductForm';
import { useZeroStockNotice } from './useZeroStockNotice';

/** Spec 01 §2 product page: choose and add; the line shows in the order at once, then back to the list. */
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
  const back = backPath(location.state, `/menu/productos/${menuGroupId}`);
  const counted = useRef<string | null>(null);

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
  return (
    <ProductForm
      key={product.data.id}
      product={product.data}
      initial={initialChoice(product.data)}
      submitLabel={(price) => t('menu.product.add', { name: product.data.name, price })}
      onSubmit={(choice) => {
        add(product.data, choice);
        navigate(back);
      }}
      onReturn={() => navigate(back)}
    />
  );
}
