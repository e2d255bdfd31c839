import type { Category } from '@comandero/domain';
import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { CACHED_QUERY, fetchCategories, menuKeys } from './menu.api';

/**
 * The branch's categories; each opens its products (/menu/productos/{id}), or calls `onOpen` where
 * the screen keeps its own place (self-service).
 */
export function CategoryList({ onOpen }: { onOpen?(category: Category): void } = {}) {
  const { t } = useTranslation();
  const categories = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) => fetchCategories(signal),
  });
  if (categories.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, lg: 3 }} spacing="sm" aria-busy="true" aria-label={t('app.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} h={72} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (categories.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('menu.categoriesError')}>
        <Stack gap="sm" align="flex-start">
          <Text>{describeError(categories.error, t)}</Text>
          <Button variant="light" color="red" onClick={() => void categories.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        icon={<IconCategory size={40} stroke={1.5} />}
        title={t('menu.noCategoriesTitle')}
        text={t('menu.noCategoriesText')}
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, lg: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('menu.categories')}
    >
      {categories.data.map((category) => {
        const card = (
          <Paper
            withBorder
            radius="md"
            p="sm"
            mih={72}
            h="100%"
            // The category's colour as a strip: a phone's half width keeps room for the name.
            style={{ borderLeft: `6px solid ${category.color}` }}
          >
            <Text fw={700} lineClamp={2} lh={1.25} title={category.name}>
              {category.name}
            </Text>
            <Text c="dimmed" fz="sm">
              {t('menu.products', { count: category.productCount })}
            </Text>
          </Paper>
        );
        const common = {
          display: 'block',
          h: '100%',
          'aria-label': t('menu.openCategory', { category: category.name }),
          style: { borderRadius: 'var(--mantine-radius-md)' },
        } as const;
        return (
          <li key={category.id}>
            {onOpen ? (
              <UnstyledButton {...common} w="100%" onClick={() => onOpen(category)}>
                {card}
              </UnstyledButton>
            ) : (
              <UnstyledButton {...common} component={Link} to={`/menu/productos/${category.id}`}>
                {card}
              </UnstyledButton>
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
