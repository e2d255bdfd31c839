import { STOCK_PAGE_SIZE, type StockMovement } from '@comandero/domain';
import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { DateRangeFields, useDateRange } from '../../ui/DateRangeFilter';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { fetchUsersPage } from '../users';
import { MovementDrawer } from './MovementDrawer';
import { MovementFormModal } from './MovementFormModal';
import { MovementRows } from './MovementRows';
import { SupplierSelect } from './SupplierSelect';
import { fetchMovementsPage, type MovementFilters, stockKeys } from './stock.api';

/**
 * Spec 02 §2 movements tab: the ledger, 20 a page, filtered by name, a date range under 90 days,
 * supplier and user; a row opens the read-only drawer and 'New movement' the full-screen form.
 */
export function MovementsTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const range = useDateRange();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [open, setOpen] = useState<StockMovement | null>(null);
  const [creating, setCreating] = useState(false);
  const filters: MovementFilters = {
    ...(name ? { name } : {}),
    ...range.filter,
    ...(supplierId ? { supplierId } : {}),
    ...(userId ? { userId } : {}),
  };
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const users = useQuery({ queryKey: stockKeys.users, queryFn: () => fetchUsersPage(0, '') });
  const movements = useQuery({
    queryKey: stockKeys.movementPage(page - 1, filters),
    queryFn: () => fetchMovementsPage(page - 1, filters),
    placeholderData: keepPreviousData,
    enabled: !range.refused,
    staleTime: 0,
  });
  const rows = movements.data?.content ?? [];
  const userOptions = (users.data?.content ?? []).map((user) => ({ value: user.id, label: user.name ?? '' }));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '2 1 200px' }}
          leftSection={<IconSearch size={20} />}
          label={t('stock.movements.filters.name')}
          placeholder={t('stock.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <DateRangeFields
          range={range}
          fromLabel={t('stock.movements.filters.from')}
          toLabel={t('stock.movements.filters.to')}
          refusedText={t('stock.movements.filters.range')}
        />
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 180px' }}>
          <SupplierSelect
            label={t('stock.movements.filters.supplier')}
            placeholder={t('stock.movements.filters.allSuppliers')}
            value={supplierId}
            onChange={setSupplierId}
          />
        </div>
        <Select
          size="md"
          style={{ flex: '1 1 180px' }}
          label={t('stock.movements.filters.user')}
          placeholder={t('stock.movements.filters.allUsers')}
          data={userOptions}
          value={userId}
          onChange={setUserId}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 auto' }} justify="flex-end">
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t('stock.list.reload')}
            onClick={() => {
              setPaging({ filterKey, page: 1 });
              void client.invalidateQueries({ queryKey: stockKeys.movements });
            }}
          >
            <IconRefresh size={22} />
          </ActionIcon>
          <Button leftSection={<IconPlus size={20} />} onClick={() => setCreating(true)}>
            {t('stock.movements.create')}
          </Button>
        </Group>
      </Group>
      {range.refused ? null : !movements.isSuccess ? (
        <QueryFallback query={movements} title={t('stock.notice.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconArrowsExchange size={40} stroke={1.5} />}
          title={t('stock.movements.emptyTitle')}
          text={filterKey === '{}' ? t('stock.movements.emptyText') : t('stock.movements.noMatch')}
        />
      ) : (
        <>
          <MovementRows rows={rows} onOpen={setOpen} />
          <ListPager
            page={page}
            pageSize={STOCK_PAGE_SIZE}
            total={movements.data.totalElements}
            countLabel={t('stock.list.records', { count: movements.data.totalElements })}
            onChange={(next) => setPaging({ filterKey, page: next })}
          />
        </>
      )}
      {open && <MovementDrawer movement={open} onClose={() => setOpen(null)} />}
      {creating && (
        <MovementFormModal
          onCreated={() => void client.invalidateQueries({ queryKey: stockKeys.all })}
          onClose={() => setCreating(false)}
        />
      )}
    </Stack>
  );
}
