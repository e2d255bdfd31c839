import type { StockMovement, StockMovementPage } from '@comandero/domain';
import { STOCK_PAGE_SIZE } from '@comandero/domain';
import { Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { QueryFallback } from '../../ui/QueryFallback';
import { MovementDrawer } from './MovementDrawer';
import { MovementRows } from './MovementRows';
import { fetchIngredientMovements, fetchMovementsPage, stockKeys } from './stock.api';

/** The ingredient modal's movements tab (spec 02 §2): its ledger, newest first, 20 a page. */
export function IngredientMovementsPanel({ ingredientId }: { ingredientId: string }) {
  return (
    <LedgerPanel
      owner={['ingredient', ingredientId]}
      fetchPage={(page) => fetchIngredientMovements(ingredientId, page)}
    />
  );
}

/** The product modal's movements tab: a counted product's own sales, purchases and adjustments. */
export function ProductMovementsPanel({ productId }: { productId: string }) {
  return <LedgerPanel owner={['product', productId]} fetchPage={(page) => fetchMovementsPage(page, { productId })} />;
}

interface LedgerPanelProps {
  /** What the ledger is of, for its cache key. */
  owner: readonly ['ingredient' | 'product', string];
  fetchPage(page: number): Promise<StockMovementPage>;
}

/** One owner's ledger, newest first, 20 a page; a row opens its read-only drawer. */
function LedgerPanel({ owner, fetchPage }: LedgerPanelProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<StockMovement | null>(null);
  const movements = useQuery({
    queryKey: [...stockKeys.movements, ...owner, page],
    queryFn: () => fetchPage(page - 1),
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
