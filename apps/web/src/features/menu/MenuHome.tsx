import { Accordion, Alert, Button, ColorSwatch, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCategory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/errors';
import { EmptyState } from '../../ui/EmptyState';
import { fetchCategories, menuKeys } from './menu.api';

function CategoryList() {
  const { t } = useTranslation();
  const categories = useQuery({ queryKey: menuKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
  if (categories.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-busy="true" aria-label={t('app.loading')}>
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
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {categories.data.map((category) => (
        <Paper component="li" key={category.id} withBorder radius="md" p="sm" mih={72}>
          <Group gap="sm" wrap="nowrap" h="100%">
            <ColorSwatch color={category.color} size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} lineClamp={2} lh={1.25} title={category.name}>
                {category.name}
              </Text>
              <Text c="dimmed" fz="sm">
                {t('menu.products', { count: category.productCount })}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Spec 01 §2 menu home: collapsible panels, Category open (its product screens come with the cart). */
export default function MenuHome() {
  const { t } = useTranslation();
  return (
    <Accordion multiple defaultValue={['categories']} variant="separated" radius="md">
      <Accordion.Item value="categories">
        <Accordion.Control icon={<IconCategory size={22} />} mih={52}>
          <Text fw={700} fz="lg">
            {t('menu.categories')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <CategoryList />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
