import type { Category } from '@comandero/domain';
import { Button, Group, ScrollArea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';

/** Scrolls the rail sideways, and only the rail, until its current category shows whole. */
function showCategory(rail: HTMLElement, categoryId: string): void {
  const chip = rail.querySelector<HTMLElement>(`[data-category-id="${categoryId}"]`);
  if (!chip) return;
  const railBox = rail.getBoundingClientRect();
  const chipBox = chip.getBoundingClientRect();
  if (chipBox.left < railBox.left) rail.scrollLeft -= railBox.left - chipBox.left;
  else if (chipBox.right > railBox.right) rail.scrollLeft += chipBox.right - railBox.right;
}

/**
 * Issue 14: every category one tap away from another, beside its products, instead of going back to
 * the menu home first. The current one is marked, and scrolled into view on a narrow screen.
 */
export function CategoryRail({ categories, currentId }: { categories: readonly Category[]; currentId: string }) {
  const { t } = useTranslation();
  const rail = useRef<HTMLDivElement>(null);
  // Once per category, never on a re-render: the page must not move under a finger adding products.
  useEffect(() => {
    if (rail.current) showCategory(rail.current, currentId);
  }, [currentId]);
  return (
    <ScrollArea
      type="never"
      offsetScrollbars={false}
      component="nav"
      aria-label={t('menu.categories')}
      viewportRef={rail}
    >
      <Group gap="xs" wrap="nowrap" pb={2}>
        {categories.map((category) => {
          const current = category.id === currentId;
          return (
            <Button
              key={category.id}
              component={Link}
              to={`/menu/productos/${category.id}`}
              replace
              size="md"
              radius="xl"
              variant={current ? 'filled' : 'default'}
              aria-current={current ? 'page' : undefined}
              data-category-id={category.id}
              styles={{ root: { flexShrink: 0 } }}
              leftSection={
                // The category's colour, as on the menu home's cards.
                <span
                  aria-hidden
                  style={{ width: 10, height: 10, borderRadius: '50%', background: category.color, flexShrink: 0 }}
                />
              }
            >
              {category.name}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
