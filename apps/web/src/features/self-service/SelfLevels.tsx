import { Alert, Button, Center, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../app/errors';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { notifySuccess } from '../../ui/notify';
import { choiceFromLine, initialChoice } from '../cart';
import {
  CategoryList,
  fetchCategories,
  fetchCategoryProducts,
  fetchProduct,
  menuKeys,
  ProductCard,
  ProductForm,
} from '../menu';
import { addSelfLine, goTo, type SelfLevel, updateSelfLine, useSelfService } from './selfServiceStore';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function Failure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />}>
      <Stack gap="sm" align="flex-start">
        <Text>{describeError(error, t)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Level 1: the category's products, sorted by name. */
function Products({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const categories = useQuery({ queryKey: menuKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  const products = useQuery({
    queryKey: menuKeys.category(categoryId),
    queryFn: ({ signal }) => fetchCategoryProducts(categoryId, signal),
    select: (cards) => [...cards].sort(byName),
  });
  const name = categories.data?.find((category) => category.id === categoryId)?.name ?? '';
  let body = <Skeleton h={72} radius="md" />;
  if (products.isError) body = <Failure error={products.error} onRetry={() => void products.refetch()} />;
  else if (products.data?.length === 0) {
    body = (
      <EmptyState icon={<IconToolsKitchen2 size={40} stroke={1.5} />} title={name} text={t('menu.categoryEmpty')} />
    );
  } else if (products.data) {
    body = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={{ ...product, stock: product }}
              onOpen={() => goTo({ level: 2, categoryId, productId: product.id })}
            />
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 'xl', sm: 'h2' }}>
        {name}
      </Title>
      {body}
    </Stack>
  );
}

/** Levels 2 and 3: the product page, adding to the counter's cart or updating one of its lines. */
function Product({ productId, lineId, back }: { productId: string; lineId?: string; back: SelfLevel }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const line = useSelfService((state) => state.lines.find((entry) => entry.line.id === lineId)?.line);
  const product = useQuery({
    queryKey: menuKeys.product(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
  if (product.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (product.isError) return <Failure error={product.error} onRetry={() => void product.refetch()} />;
  const detail = product.data;
  return (
    <ProductForm
      key={`${detail.id}-${lineId ?? 'new'}`}
      product={detail}
      initial={line ? choiceFromLine(line) : initialChoice(detail)}
      submitLabel={(price) => (line ? t('menu.product.update') : t('menu.product.add', { name: detail.name, price }))}
      onSubmit={(choice) => {
        if (line) {
          updateSelfLine(line.id, detail, choice);
          notifySuccess(t('menu.product.updated', { name: detail.name }));
        } else addSelfLine(detail, choice, { id: user.id, name: user.name });
        goTo(back);
      }}
      onReturn={() => goTo(back)}
    />
  );
}

/** What the left side shows at each level (spec 01 §2: 0 categories, 1 products, 2 product, 3 edit). */
export function SelfLevels({ at, productId }: { at: SelfLevel; productId: string | null }) {
  if (at.level === 0) return <CategoryList onOpen={(category) => goTo({ level: 1, categoryId: category.id })} />;
  if (at.level === 1) return <Products categoryId={at.categoryId} />;
  if (at.level === 2) return <Product productId={at.productId} back={{ level: 1, categoryId: at.categoryId }} />;
  return productId ? <Product productId={productId} lineId={at.lineId} back={at.back} /> : null;
}
