import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconBox, IconCategory, IconLeaf, IconToolsKitchen2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ServiceStatusCheck } from '../../ui/ServiceStatusCheck';
import { IngredientsTab, MovementsTab } from '../stock';
import { CategoriesTab } from './CategoriesTab';
import { ExtrasTab } from './ExtrasTab';
import { ProductsTab } from './ProductsTab';

const TABS = ['products', 'ingredients', 'extras', 'categories', 'movements'] as const;
type Tab = (typeof TABS)[number];
const ICONS = {
  products: IconToolsKitchen2,
  ingredients: IconLeaf,
  extras: IconBox,
  categories: IconCategory,
  movements: IconArrowsExchange,
} as const;

/**
 * Spec 02 §2 inventory screen (`/settings/inventory`, and `/settings/products`, the spec's menu entry):
 * products (default), ingredients, extras (sides), categories and movements; the tab is kept in `?tab=`.
 * Entering it checks the services first.
 */
export default function InventoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'products';
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={2}>{t('menuAdmin.page.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('menuAdmin.page.text')}
        </Text>
      </div>
      <ServiceStatusCheck />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'products' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <Tabs.Tab key={name} value={name} leftSection={<Icon size={20} />} mih={44} style={{ flexShrink: 0 }}>
                {t(`menuAdmin.tabs.${name}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="products" pt="md">
          <ProductsTab />
        </Tabs.Panel>
        <Tabs.Panel value="ingredients" pt="md">
          <IngredientsTab />
        </Tabs.Panel>
        <Tabs.Panel value="extras" pt="md">
          <ExtrasTab />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesTab />
        </Tabs.Panel>
        <Tabs.Panel value="movements" pt="md">
          <MovementsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
