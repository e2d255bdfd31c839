import { type Ingredient, STOCK_PAGE_SIZE, UNITS } from '@comandero/domain';
import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLeaf, IconMapPin, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { removeFailure } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { useQuantity } from '../../ui/quantity';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { useMoney } from '../../ui/useMoney';
import { IngredientModal } from './IngredientModal';
import { LocationsModal } from './LocationsModal';
import { deleteIngredient, fetchIngredientsPage, fetchLocations, type IngredientFilters, stockKeys } from './stock.api';

/** Spec 02 §2: the header's stock-filter mode. */
const STOCK_FILTER_MODES = ['all', 'stock', 'search', 'location'] as const;
type StockFilterMode = (typeof STOCK_FILTER_MODES)[number];

/**
 * The filters a mode applies: all rows, the low-stock ones, the search's, or a location's (spec 02
 * §2). Typing a search is the search mode.
 */
function filtersOf(mode: StockFilterMode, name: string, locationId: string | null): IngredientFilters {
  if (mode === 'stock') return { lowStock: true };
  if (mode === 'search') return name ? { name } : {};
  if (mode === 'location') return locationId ? { locationId } : {};
  return {};
}

/**
 * Spec 02 §2 ingredients tab: a stock-filter mode (all, stock, search, location), 20 a page, a modal
 * on a row's tap, delete after confirming, and the branch's locations.
 */
export function IngredientsTab() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const quantity = useQuantity();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [mode, setMode] = useState<StockFilterMode>('all');
  const [locationId, setLocationId] = useState<string | null>(null);
  const [managingLocations, setManagingLocations] = useState(false);
  const locations = useQuery({
    queryKey: stockKeys.locations,
    queryFn: fetchLocations,
    enabled: mode === 'location' || managingLocations,
  });
  const filters = filtersOf(mode, name, locationId);
  const filterKey = JSON.stringify(filters);
  // Another search starts again on page 1.
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [editing, setEditing] = useState<Ingredient | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Ingredient | null>(null);
  const [busy, setBusy] = useState(false);
  const ingredients = useQuery({
    queryKey: stockKeys.ingredientPage(page - 1, filters),
    queryFn: () => fetchIngredientsPage(page - 1, filters),
    placeholderData: keepPreviousData,
    // Spec 02 §5: clearing the search reloads the whole list, never an old copy of it.
    staleTime: 0,
  });
  const rows = ingredients.data?.content ?? [];
  const reload = () => {
    setPaging({ filterKey, page: 1 });
    void client.invalidateQueries({ queryKey: stockKeys.all });
  };

  const remove = async (ingredient: Ingredient) => {
    setBusy(true);
    try {
      await deleteIngredient(ingredient.id);
      notifySuccess(t('stock.notice.removed'));
      setDeleting(null);
      await client.invalidateQueries({ queryKey: stockKeys.all });
    } catch (error) {
      notifyWarning(removeFailure(error, t), t('stock.notice.removeError'));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Ingredient>[] = [
    {
      key: 'name',
      label: t('stock.ingredients.columns.name'),
      render: (row) => (
        <>
          {row.name}
          {row.prepared && (
            <Text span display="block" fz="sm" fw={700} c="grape.8">
              {t('stock.ingredients.prepared')}
            </Text>
          )}
          {row.sku && (
            <Text span display="block" fz="sm" fw={400} c="dimmed">
              {t('stock.ingredient.sku')} {row.sku}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      label: t('stock.ingredients.columns.quantity'),
      nowrap: true,
      render: (row) => (
        <>
          <Text span fw={row.lowStock ? 700 : 400} c={row.lowStock ? 'paprika.8' : undefined}>
            {quantity(row.quantity, row.unit)}
          </Text>
          {row.lowStock && (
            <Text span display="block" fz="sm" fw={700} c="paprika.8">
              {t('stock.ingredients.lowStock')}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'minimum',
      label: t('stock.ingredients.columns.minimum'),
      nowrap: true,
      render: (row) => quantity(row.stockMinimum, row.unit),
    },
    {
      key: 'cost',
      label: t('stock.ingredients.columns.cost'),
      nowrap: true,
      render: (row) =>
        t('stock.ingredients.costPer', { cost: formatMoney(row.cost), unit: UNITS[row.unit].abbreviation }),
    },
    { key: 'location', label: t('stock.ingredients.columns.location'), render: (row) => row.locationName },
    { key: 'supplier', label: t('stock.ingredients.columns.supplier'), render: (row) => row.supplierName },
  ];

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '2 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('stock.list.search')}
          placeholder={t('stock.list.searchPlaceholder')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setMode('search');
          }}
        />
        {mode === 'location' && (
          <Select
            size="md"
            style={{ flex: '1 1 200px' }}
            label={t('stock.ingredients.location')}
            placeholder={t('stock.ingredients.locationPlaceholder')}
            data={(locations.data ?? []).map((location) => ({ value: location.id, label: location.name }))}
            value={locationId}
            onChange={setLocationId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }} justify="flex-end">
          <ActionIcon
            size={44}
            variant="default"
            aria-label={t('stock.locations.title')}
            onClick={() => setManagingLocations(true)}
          >
            <IconMapPin size={22} />
          </ActionIcon>
          <ActionIcon size={44} variant="default" aria-label={t('stock.list.reload')} onClick={reload}>
            <IconRefresh size={22} />
          </ActionIcon>
          <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing('new')}>
            {t('stock.ingredients.create')}
          </Button>
        </Group>
      </Group>
      <SegmentedControl
        aria-label={t('stock.ingredients.filterMode')}
        data={STOCK_FILTER_MODES.map((value) => ({ value, label: t(`stock.ingredients.modes.${value}`) }))}
        value={mode}
        onChange={(value) => setMode(value as StockFilterMode)}
        styles={{ root: { alignSelf: 'flex-start', maxWidth: '100%' }, label: { minHeight: 36, paddingBlock: 8 } }}
      />
      {!ingredients.isSuccess ? (
        <QueryFallback query={ingredients} title={t('stock.notice.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconLeaf size={40} stroke={1.5} />}
          title={t('stock.ingredients.emptyTitle')}
          text={filterKey === '{}' ? t('stock.ingredients.emptyText') : t('stock.ingredients.noMatch')}
        />
      ) : (
        <>
          <DataList
            label={t('stock.ingredients.label')}
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            rowState={(row) => (row.lowStock ? 'low-stock' : undefined)}
            onOpen={(row) => setEditing(row)}
            actions={(row) => (
              <EditDeleteActions
                editLabel={t('stock.list.edit', { name: row.name })}
                deleteLabel={t('stock.list.delete', { name: row.name })}
                onEdit={() => setEditing(row)}
                onDelete={() => setDeleting(row)}
              />
            )}
          />
          <ListPager
            page={page}
            pageSize={STOCK_PAGE_SIZE}
            total={ingredients.data.totalElements}
            countLabel={t('stock.list.records', { count: ingredients.data.totalElements })}
            onChange={(next) => setPaging({ filterKey, page: next })}
          />
        </>
      )}
      {managingLocations && <LocationsModal onClose={() => setManagingLocations(false)} />}
      {editing && (
        <IngredientModal
          ingredient={editing === 'new' ? null : editing}
          onSaved={() => void client.invalidateQueries({ queryKey: stockKeys.all })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('stock.confirm.title')}
        confirmLabel={t('stock.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('stock.ingredients.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
