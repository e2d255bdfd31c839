import type { Category } from '@comandero/domain';
import { Button, Group, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Issue 14: every category one tap away from another, beside its products, instead of going back to
 * the menu home first. The current one is marked, and scrolled into view on a narrow screen.
 */
export function CategoryRail({ categories, currentId }: { categories: readonly Category[]; currentId: string }) {
  const { t } = useTranslation();
  return (
    <ScrollArea type="never" offsetScrollbars={false} component="nav" aria-label={t('menu.categories')}>
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
              ref={
                current
                  ? (node: HTMLAnchorElement | null) => node?.scrollIntoView?.({ inline: 'nearest', block: 'nearest' })
                  : undefined
              }
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
