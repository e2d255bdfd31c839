import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { readFavorites } from './favorites';
import { ProductCard } from './ProductCard';

/** Spec 01 §2: up to 10 most used products of this device, under 'Most used'. */
export function FavoritesPanel() {
  const { t } = useTranslation();
  const [favorites] = useState(readFavorites);
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={700} c="dimmed" tt="uppercase" id="most-used-label">
        {t('menu.mostUsed')}
      </Text>
      {favorites.length === 0 ? (
        <Stack gap={2} py="xs">
          <Text fw={600}>{t('menu.favoritesEmpty')}</Text>
          <Text fz="sm" c="dimmed">
            {t('menu.favoritesEmptyText')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="most-used-label"
        >
          {favorites.map((favorite) => (
            <li key={favorite.id}>
              <ProductCard
                product={{
                  id: favorite.id,
                  name: favorite.name,
                  price: favorite.price,
                  image: favorite.image,
                  categoryId: favorite.category.id,
                  detail: favorite.category.name,
                }}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
