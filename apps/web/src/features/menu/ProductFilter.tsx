import { PRODUCT_FILTER_PAGE_SIZE } from '@comandero/domain';
import { Alert, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { CACHED_QUERY, menuKeys, prepareSearch, searchProducts } from './menu.api';
import { Pager } from './Pager';
import { ProductCard } from './ProductCard';
import { useQuickAdd } from './useQuickAdd';

/** Spec 01 §2/§9: searched 200 ms after the last key. */
export const SEARCH_DELAY_MS = 200;

/** The product filter: search by name, 10 per page; a result is added in a tap or opens its product page. */
export function ProductFilter() {
  const { t } = useTranslation();
  const quickFor = useQuickAdd();
  const [name, setName] = useState('');
  useEffect(prepareSearch, []);
  const [search] = useDebouncedValue(name.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ search: '', page: 1 });
  // A new search starts on its first page.
  const page = paging.search === search ? paging.page : 1;
  const results = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.search(search, page),
    queryFn: () => searchProducts(search, page, PRODUCT_FILTER_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const pages = results.data ? Math.ceil(results.data.totalElements / PRODUCT_FILTER_PAGE_SIZE) : 0;

  let body = null;
  if (results.isPending) body = <Skeleton h={72} radius="md" />;
  else if (results.isError) {
    body = (
      <Alert color="red" variant="light" title={t('menu.searchError')}>
        {describeError(results.error, t)}
      </Alert>
    );
  } else if (results.data.content.length === 0) {
    body = <Text c="dimmed">{search ? t('menu.noResults', { name: search }) : t('menu.noProducts')}</Text>;
  } else {
    body = (
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none', opacity: results.isPlaceholderData ? 0.6 : 1 }}
        aria-label={t('menu.results', { count: results.data.totalElements })}
        aria-busy={results.isFetching}
      >
        {results.data.content.map((product) => (
          <li key={product.id}>
            <ProductCard product={{ ...product, stock: product }} quick={quickFor(product)} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        size="md"
        type="search"
        label={t('menu.search')}
        placeholder={t('menu.searchPlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        leftSection={<IconSearch size={18} />}
        rightSection={results.isFetching ? <Loader size={16} /> : null}
        maxLength={100}
        autoComplete="off"
        styles={{ input: { minHeight: 44 } }}
      />
      {results.data && results.data.totalElements > 0 && (
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t('menu.results', { count: results.data.totalElements })}
        </Text>
      )}
      {body}
      <Pager page={page} total={pages} onChange={(next) => setPaging({ search, page: next })} />
    </Stack>
  );
}
