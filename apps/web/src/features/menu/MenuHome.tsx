import { Accordion, Text } from '@mantine/core';
import { IconCategory, IconSalad, IconSearch, IconStar } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CategoryList } from './CategoryList';
import { FavoritesPanel } from './FavoritesPanel';
import { ProductFilter } from './ProductFilter';
import { SidesPanel } from './SidesPanel';

function PanelTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Accordion.Control icon={icon} mih={52}>
      <Text fw={700} fz="lg">
        {children}
      </Text>
    </Accordion.Control>
  );
}

/**
 * Spec 01 §2 menu home: collapsible panels, Category and Favorites open, the product filter and the
 * sides closed (they load only once opened).
 */
export default function MenuHome() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>(['categories', 'favorites']);
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      <Accordion.Item value="categories">
        <PanelTitle icon={<IconCategory size={22} />}>{t('menu.categories')}</PanelTitle>
        <Accordion.Panel>
          <CategoryList />
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="favorites">
        <PanelTitle icon={<IconStar size={22} />}>{t('menu.favorites')}</PanelTitle>
        <Accordion.Panel>{open.includes('favorites') && <FavoritesPanel />}</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="filter">
        <PanelTitle icon={<IconSearch size={22} />}>{t('menu.filter')}</PanelTitle>
        <Accordion.Panel>{open.includes('filter') && <ProductFilter />}</Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="sides">
        <PanelTitle icon={<IconSalad size={22} />}>{t('menu.sides.title')}</PanelTitle>
        <Accordion.Panel>{open.includes('sides') && <SidesPanel />}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
