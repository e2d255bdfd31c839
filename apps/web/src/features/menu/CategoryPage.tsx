import type { ProductCard as ProductCardType } from '@comandero/domain';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconToolsKitchen2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { CategoryRail } from './CategoryRail';
import { CACHED_QUERY, fetchCategories, fetchCategoryProducts, menuKeys } from './menu.api';
import { ProductCard } from './ProductCard';
import { useQuickAdd } from './useQuickAdd';

/** A large category (500 products in a 20,000-product branch) renders in chunks, not in one long frame. */
export const CATEGORY_CHUNK = 60;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');
const sortedByName = (cards: ProductCardType[]) => [...cards].sort(byName);

/** Spec 01 §2 category screen: the group's products sorted by name; the title is the group's. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const quickFor = useQuickAdd();
  const categoryId = useParams().menuGroupId ?? '';
  const categories = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  const products = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.category(categoryId),
    queryFn: ({ signal }) => fetchCategoryProducts(categoryId, signal),
    select: sortedByName,
  });
  const category = categories.data?.find((candidate) => candidate.id === categoryId);
  const [chunks, setChunks] = useState({ categoryId, shown: CATEGORY_CHUNK });
  // Another category starts again from its first chunk.
  const shown = chunks.categoryId === categoryId ? chunks.shown : CATEGORY_CHUNK;
  const setShown = (next: (count: number) => number) => setChunks({ categoryId, shown: next(shown) });

  let body = null;
  if (products.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" aria-busy="true" aria-label={t('app.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (products.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('menu.categoryError')}>
        <Stack gap="sm" align="flex-start">
          <Text>{describeError(products.error, t)}</Text>
          <Button variant="light" color="red" onClick={() => void products.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (products.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconToolsKitchen2 size={40} stroke={1.5} />}
        title={category?.name ?? t('menu.categories')}
        text={t('menu.categoryEmpty')}
      />
    );
  } else {
    body = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('menu.categoryProducts', { category: category?.name ?? '' })}
      >
        {products.data.slice(0, shown).map((product) => (
          <li key={product.id}>
            <ProductCard product={{ ...product, stock: product }} quick={quickFor(product)} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  const hidden = (products.data?.length ?? 0) - shown;
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 'xl', sm: 'h2' }}>
        {category?.name ?? (categories.isPending ? '' : t('menu.categoryGone'))}
      </Title>
      {categories.data && categories.data.length > 1 && (
        <CategoryRail categories={categories.data} currentId={categoryId} />
      )}
      {body}
      {hidden > 0 && (
        <Button variant="light" size="md" h={48} onClick={() => setShown((count) => count + CATEGORY_CHUNK)}>
          {t('menu.showMore', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}
