import { type StockState, stockProblem } from '@comandero/domain';
import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMoney } from '../../ui/useMoney';
import { ProductImage } from './ProductImage';

export interface ProductCardData {
  id: string;
  name: string;
  price: number;
  image: string | null;
  categoryId: string;
  /** Absent where the stock is not known (favorites). */
  stock?: StockState;
  /** A small line under the price (how often a favorite was opened). */
  detail?: string;
}

/** A product to pick: opens its product page, or calls `onOpen` (spec 01 §9 default card height 70 px). */
export function ProductCard({ product, onOpen }: { product: ProductCardData; onOpen?(): void }) {
  const { t } = useTranslation();
  const format = useMoney();
  const location = useLocation();
  const noStock = product.stock ? stockProblem(product.stock, 1) === 'NO_STOCK' : false;
  const card = (
    <Paper withBorder radius="md" p="xs" mih={72} h="100%" style={noStock ? { opacity: 0.7 } : undefined}>
      <Group gap="sm" wrap="nowrap" h="100%">
        <ProductImage src={product.image} alt="" size={52} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} lh={1.25} lineClamp={2} title={product.name}>
            {product.name}
          </Text>
          <Group gap={6} mt={2} wrap="wrap">
            <Text fz="sm" c="dimmed">
              {format(product.price)}
            </Text>
            {noStock && (
              <Badge color="red" variant="light" size="sm">
                {t('menu.noStock')}
              </Badge>
            )}
            {product.detail && (
              <Text fz="xs" c="dimmed">
                · {product.detail}
              </Text>
            )}
          </Group>
        </div>
      </Group>
    </Paper>
  );
  const common = { display: 'block', h: '100%', style: { borderRadius: 'var(--mantine-radius-md)' } } as const;
  if (onOpen) {
    return (
      <UnstyledButton {...common} w="100%" ta="left" onClick={onOpen}>
        {card}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      {...common}
      component={Link}
      to={`/menu/producto/${product.categoryId}/${product.id}`}
      state={{ from: location.pathname }}
    >
      {card}
    </UnstyledButton>
  );
}
