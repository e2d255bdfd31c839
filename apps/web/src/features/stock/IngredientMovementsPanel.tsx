import type { StockMovement } from '@comandero/domain';
import { STOCK_PAGE_SIZE } from '@comandero/domain';
import { Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { QueryFallback } from '../../ui/QueryFallback';
import { MovementDrawer } from './MovementDrawer';
import { MovementRows } from './MovementRows';
import { fetchIngredientMovements, stockKeys } from './stock.api';

/** The ingredient modal's movements tab (spec 02 §2): its ledger, newest first, 20 a page. */
export function IngredientMovementsPanel({ ingredientId }: { ingredientId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<StockMovement | null>(null);
  const movements = useQuery({
    queryKey: [...stockKeys.movements, 'ingredient', ingredientId, page],
    queryFn: () => fetchIngredientMovements(ingredientId, page - 1),
    placeholderData: keepPreviousData,
  });
  if (!movements.isSuccess) return <QueryFallback query={movements} title={t('stock.notice.loadError')} />;
  return (
    <Stack gap="md">
      {movements.data.content.length === 0 ? (
        <EmptyState
          icon={<IconArrowsExchange size={40} stroke={1.5} />}
          title={t('stock.movements.emptyTitle')}
          text={t('stock.movements.emptyText')}
        />
      ) : (
        <>
          <MovementRows rows={movements.data.content} onOpen={setOpen} />
          <ListPager
            page={page}
            pageSize={STOCK_PAGE_SIZE}
            total={movements.data.totalElements}
            countLabel={t('stock.list.records', { count: movements.data.totalElements })}
            onChange={setPage}
          />
        </>
      )}
      {open && <MovementDrawer movement={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
