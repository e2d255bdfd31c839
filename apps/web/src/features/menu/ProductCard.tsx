import { type ProductCard as ProductCardType, type StockState, stockOfChoice, stockProblem } from '@comandero/domain';
import { ActionIcon, Badge, Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { useLongPress } from '../../ui/useLongPress';
import { useMoney } from '../../ui/useMoney';
import { ProductImage } from './ProductImage';
import { productPath } from './productPath';

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
  /** Absent where not known (favorites): the card then opens the product page. */
  requiresChoice?: boolean;
  sizes?: ProductCardType['sizes'];
}

/** Issue 14: the card adds in one tap; `count` is how many the order holds already. */
export interface QuickAdd {
  count: number;
  onAdd(sizeId: string | null): void;
}

const cardRadius = { borderRadius: 'var(--mantine-radius-md)' } as const;

function CardBody({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const format = useMoney();
  const noStock = product.stock ? stockProblem(product.stock, 1) === 'NO_STOCK' : false;
  return (
    <Group gap="sm" wrap="nowrap" h="100%" style={noStock ? { opacity: 0.7 } : undefined}>
      <ProductImage src={product.image} alt="" size={52} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={700} lh={1.25} lineClamp={2} title={product.name}>
          {product.name}
        </Text>
        <Group gap={6} mt={2} wrap="wrap">
          <Text fz="sm" c="gray.7">
            {format(product.price)}
          </Text>
          {noStock && (
            <Badge color="red" variant="light" size="sm">
              {t('menu.noStock')}
            </Badge>
          )}
          {product.detail && (
            <Text fz="xs" c="gray.7">
              · {product.detail}
            </Text>
          )}
        </Group>
      </div>
    </Group>
  );
}

/** How many of the product the order holds, over the card's corner. */
function CountBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Badge
      circle
      size="lg"
      variant="filled"
      pos="absolute"
      top={-8}
      right={-8}
      style={{ zIndex: 1 }}
      aria-label={t('menu.inOrder', { count })}
      data-in-order={count}
    >
      {count}
    </Badge>
  );
}

function Frame({ children, count }: { children: ReactNode; count: number }) {
  return (
    <Paper withBorder radius="md" p="xs" mih={72} h="100%" pos="relative">
      <CountBadge count={count} />
      {children}
    </Paper>
  );
}

/** A product sold as it is: a tap adds one, a long press or the dots open its page (note, quantity, extras). */
function QuickAddCard({ product, quick }: { product: ProductCardData; quick: QuickAdd }) {
  const { t } = useTranslation();
  const format = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const openPage = () => navigate(productPath(product), { state: { from: location.pathname } });
  const press = useLongPress(openPage);
  return (
    <Frame count={quick.count}>
      <Group gap={4} wrap="nowrap" h="100%">
        <UnstyledButton
          {...press.handlers}
          flex={1}
          h="100%"
          style={cardRadius}
          aria-label={t('menu.quickAdd', { name: product.name, price: format(product.price) })}
          onClick={() => {
            if (!press.swallowClick()) quick.onAdd(null);
          }}
        >
          <CardBody product={product} />
        </UnstyledButton>
        <ActionIcon
          component={Link}
          to={productPath(product)}
          state={{ from: location.pathname }}
          variant="subtle"
          color="gray"
          size={44}
          aria-label={t('menu.productDetails', { name: product.name })}
        >
          <IconDots size={22} />
        </ActionIcon>
      </Group>
    </Frame>
  );
}

/** A product with sizes and nothing required: each size's button adds it; the card opens the page. */
function SizesCard({ product, quick, link }: { product: ProductCardData; quick: QuickAdd; link: ReactNode }) {
  const { t } = useTranslation();
  const format = useMoney();
  const sizes = product.sizes ?? [];
  // A size whose own recipe is not covered any more (issue 17): its tap opens the page that says so.
  const outOfStock = (sizeId: string) =>
    product.stock !== undefined && stockProblem(stockOfChoice({ ...product.stock, sizes }, sizeId), 1) === 'NO_STOCK';
  return (
    <Frame count={quick.count}>
      {link}
      <Group gap={6} mt={6} wrap="wrap">
        {sizes.map((size) => (
          <Button
            key={size.id}
            variant="light"
            color={outOfStock(size.id) ? 'red' : undefined}
            size="compact-md"
            mih={40}
            aria-label={t('menu.quickAddSize', { name: product.name, size: size.name, price: format(size.price) })}
            onClick={() => quick.onAdd(size.id)}
          >
            {size.name} · {outOfStock(size.id) ? t('menu.noStock') : format(size.price)}
          </Button>
        ))}
      </Group>
    </Frame>
  );
}

/**
 * A product to pick (spec 01 §2 category screen; default card height 70 px, §9): with `quick`, one
 * needing no choice is added from the card; otherwise the card opens its product page, or `onOpen`.
 */
export function ProductCard({
  product,
  onOpen,
  quick,
}: {
  product: ProductCardData;
  onOpen?(): void;
  quick?: QuickAdd;
}) {
  const location = useLocation();
  const common = { display: 'block', h: '100%', style: cardRadius } as const;
  if (onOpen) {
    return (
      <UnstyledButton {...common} w="100%" ta="left" onClick={onOpen}>
        <Frame count={0}>
          <CardBody product={product} />
        </Frame>
      </UnstyledButton>
    );
  }
  const canAdd = quick && product.requiresChoice === false;
  if (canAdd && (product.sizes?.length ?? 0) === 0) return <QuickAddCard product={product} quick={quick} />;
  const toPage = { component: Link, to: productPath(product), state: { from: location.pathname } } as const;
  if (canAdd) {
    // The sizes' buttons sit under the link, not in it: the link is as tall as its text.
    const link = (
      <UnstyledButton {...toPage} display="block" style={cardRadius}>
        <CardBody product={product} />
      </UnstyledButton>
    );
    return <SizesCard product={product} quick={quick} link={link} />;
  }
  return (
    <UnstyledButton {...common} {...toPage}>
      <Frame count={quick?.count ?? 0}>
        <CardBody product={product} />
      </Frame>
    </UnstyledButton>
  );
}
