import {
  MENU_ADMIN_PAGE_SIZE,
  type ProductAdminDetail,
  type ProductAdminRow,
  type ProductBulkPayload,
} from '@comandero/domain';
import { ActionIcon, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRefresh, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataList } from '../../ui/DataList';
import { EditDeleteActions } from '../../ui/EditDeleteActions';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { isStale } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { useMoney } from '../../ui/useMoney';
import { BulkActionsBar } from './BulkActionsBar';
import { BulkPrinterModal } from './BulkPrinterModal';
import {
  bulkUpdateProducts,
  fetchCategories,
  fetchProductsPage,
  menuAdminKeys,
  type ProductFilters,
} from './menuAdmin.api';
import { ProductModal } from './ProductModal';

/** Spec 02 §5: the list's search runs 500 ms after typing stops; an empty box reloads the whole list. */

type Status = 'all' | 'active' | 'inactive';
type Editing = { id: string | null } | null;

/** A new record goes on top of page 1, the page's last row dropped when it is full (spec 02 §4). */
function withPinned(rows: readonly ProductAdminRow[], pinned: readonly ProductAdminRow[]): ProductAdminRow[] {
  const pinnedIds = new Set(pinned.map((row) => row.id));
  return [...pinned, ...rows.filter((row) => !pinnedIds.has(row.id))].slice(0, MENU_ADMIN_PAGE_SIZE);
}

/**
 * Spec 02 §2 products tab, the generic list screen: search, filters, 20 a page, a product modal on a
 * row's tap, and the bulk actions of §4 on the picked rows.
 */
export function ProductsTab() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('all');
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const filters: ProductFilters = {
    ...(name ? { name } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(status === 'all' ? {} : { active: status === 'active' }),
    ...(includeDeleted ? { includeDeleted } : {}),
  };
  const filterKey = JSON.stringify(filters);
  // The page, the rows created here and the selection belong to one search: another starts over.
  const [view, setView] = useState({ filterKey, page: 1, pinned: [] as ProductAdminRow[] });
  const current = view.filterKey === filterKey ? view : { filterKey, page: 1, pinned: [] };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductAdminRow[] | null>(null);
  const [choosingPrinter, setChoosingPrinter] = useState<ProductAdminRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const categories = useQuery({ queryKey: menuAdminKeys.categories, queryFn: fetchCategories });
  const products = useQuery({
    queryKey: menuAdminKeys.productPage(current.page - 1, filters),
    queryFn: () => fetchProductsPage(current.page - 1, filters),
    placeholderData: keepPreviousData,
    // Spec 02 §5: clearing the search reloads the whole list, never an old copy of it.
    staleTime: 0,
  });
  const rows =
    current.page === 1 ? withPinned(products.data?.content ?? [], current.pinned) : (products.data?.content ?? []);
  const picked = rows.filter((row) => selected.has(row.id) && !row.deleted);

  const goTo = (page: number) => {
    setView({ ...current, page });
    setSelected(new Set());
  };
  /** Spec 02 §4: a reload clears the selection, reads again and goes back to page 1. */
  const reload = () => {
    setView({ filterKey, page: 1, pinned: [] });
    setSelected(new Set());
    void client.invalidateQueries({ queryKey: menuAdminKeys.products });
  };

  const runBulk = async (targets: ProductAdminRow[], payload: ProductBulkPayload) => {
    const removing = 'deleted' in payload;
    setBusy(true);
    try {
      await bulkUpdateProducts(targets, payload);
      notifySuccess(removing ? t('menuAdmin.notice.removed') : t('menuAdmin.notice.updated'));
      setSelected(new Set());
      setDeleting(null);
      setChoosingPrinter(null);
      // The pinned rows show what the server now has.
      const ids = new Set(targets.map((row) => row.id));
      setView({ ...current, pinned: current.pinned.filter((row) => !ids.has(row.id)) });
      await client.invalidateQueries({ queryKey: menuAdminKeys.all });
    } catch (error) {
      notifyWarning(
        describeError(error, t),
        removing ? t('menuAdmin.notice.removeError') : t('menuAdmin.notice.updateError'),
      );
      // Someone else changed one of them: what the list shows is old, read it again.
      if (isStale(error)) reload();
    } finally {
      setBusy(false);
    }
  };

  const onCreated = (product: ProductAdminDetail) => {
    setView({ ...current, pinned: current.page === 1 ? [product, ...current.pinned] : current.pinned });
    void client.invalidateQueries({ queryKey: menuAdminKeys.all });
  };
  const onSaved = (product: ProductAdminDetail) => {
    setView({ ...current, pinned: current.pinned.map((row) => (row.id === product.id ? product : row)) });
    void client.invalidateQueries({ queryKey: menuAdminKeys.all });
  };

  // Words, not badges: a badge truncates in a narrow column ('AC…').
  const statusWord = (text: string, color: string) => (
    <Text span display="block" fz="sm" fw={700} c={color}>
      {text}
    </Text>
  );
  const statusOf = (row: ProductAdminRow) => {
    if (row.deleted) return statusWord(t('menuAdmin.products.status.deleted'), 'red.9');
    return (
      <>
        {row.active
          ? statusWord(t('menuAdmin.products.status.active'), 'teal.9')
          : statusWord(t('menuAdmin.products.status.inactive'), 'gray.7')}
        {!row.menuOnline && statusWord(t('menuAdmin.products.status.offline'), 'gray.7')}
      </>
    );
  };

  const columns: Column<ProductAdminRow>[] = [
    {
      key: 'name',
      label: t('menuAdmin.products.columns.name'),
      // The SKU under the name: one column less, so the row's actions stay in view on a tablet.
      render: (row) => (
        <>
          {row.name}
          {row.sku && (
            <Text span display="block" fz="sm" fw={400} c="dimmed">
              {t('menuAdmin.product.sku')} {row.sku}
            </Text>
          )}
        </>
      ),
    },
    { key: 'category', label: t('menuAdmin.products.columns.category'), render: (row) => row.category.name },
    {
      key: 'price',
      label: t('menuAdmin.products.columns.price'),
      nowrap: true,
      render: (row) => (
        <>
          {formatMoney(row.price)}
          {row.sizeCount > 0 && (
            <Text span display="block" fz="sm" c="dimmed">
              {t('menuAdmin.products.sizes', { count: row.sizeCount })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'stock',
      label: t('menuAdmin.products.columns.stock'),
      render: (row) => (
        <>
          {row.isPrepared && !row.hasRecipe ? (
            // A prepared dish with no recipe takes nothing from stock: there is nothing to count.
            <Text span fz="sm" c="dimmed" fs="italic">
              {t('menuAdmin.products.noRecipe')}
            </Text>
          ) : row.stock === null ? (
            <Text span fz="sm" c="dimmed">
              {t('menuAdmin.products.fromIngredients')}
            </Text>
          ) : (
            String(row.stock)
          )}
          {row.lowStock && (
            <Text span display="block" fz="sm" fw={700} c="paprika.8">
              {t('menuAdmin.products.lowStock')}
            </Text>
          )}
        </>
      ),
    },
    { key: 'status', label: t('menuAdmin.products.columns.status'), nowrap: true, render: statusOf },
  ];

  const statusOptions = (['all', 'active', 'inactive'] as const).map((value) => ({
    value,
    label: t(`menuAdmin.products.filters.${value}`),
  }));
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '2 1 220px' }}
          leftSection={<IconSearch size={20} />}
          label={t('menuAdmin.list.search')}
          placeholder={t('menuAdmin.list.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          size="md"
          style={{ flex: '1 1 160px' }}
          label={t('menuAdmin.products.filters.category')}
          placeholder={t('menuAdmin.products.filters.allCategories')}
          data={categoryOptions}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="md"
          style={{ flex: '1 1 130px' }}
          label={t('menuAdmin.products.filters.status')}
          data={statusOptions}
          value={status}
          onChange={(value) => setStatus((value as Status | null) ?? 'all')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 auto' }} justify="flex-end">
          <Switch
            size="md"
            label={t('menuAdmin.products.filters.showDeleted')}
            checked={includeDeleted}
            onChange={(event) => setIncludeDeleted(event.currentTarget.checked)}
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
          <ActionIcon size={44} variant="default" aria-label={t('menuAdmin.list.reload')} onClick={reload}>
            <IconRefresh size={22} />
          </ActionIcon>
          <Button leftSection={<IconPlus size={20} />} onClick={() => setEditing({ id: null })}>
            {t('menuAdmin.products.create')}
          </Button>
        </Group>
      </Group>
      {picked.length > 0 && (
        <BulkActionsBar
          count={picked.length}
          busy={busy}
          onClear={() => setSelected(new Set())}
          actions={[
            {
              key: 'inactive',
              label: t('menuAdmin.products.bulk.inactive'),
              run: () => runBulk(picked, { active: false }),
            },
            {
              key: 'offline',
              label: t('menuAdmin.products.bulk.offline'),
              run: () => runBulk(picked, { menuOnline: false }),
            },
            { key: 'printer', label: t('menuAdmin.products.bulk.printer'), run: () => setChoosingPrinter(picked) },
            {
              key: 'withoutStock',
              label: t('menuAdmin.products.bulk.withoutStock'),
              run: () => runBulk(picked, { allowWithoutStock: true }),
            },
            { key: 'delete', label: t('menuAdmin.products.bulk.delete'), color: 'red', run: () => setDeleting(picked) },
          ]}
        />
      )}
      {!products.isSuccess ? (
        <QueryFallback query={products} title={t('menuAdmin.notice.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconToolsKitchen2 size={40} stroke={1.5} />}
          title={t('menuAdmin.products.emptyTitle')}
          text={filterKey === '{}' ? t('menuAdmin.products.emptyText') : t('menuAdmin.products.noMatch')}
        />
      ) : (
        <>
          <DataList
            label={t('menuAdmin.products.label')}
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            rowState={(row) => (row.deleted ? 'deleted' : row.lowStock ? 'low-stock' : undefined)}
            onOpen={(row) => !row.deleted && setEditing({ id: row.id })}
            selection={{
              selected,
              onChange: setSelected,
              label: (row) => t('menuAdmin.list.select', { name: row.name }),
              allLabel: t('menuAdmin.list.selectPage'),
              disabled: (row) => row.deleted,
            }}
            actions={(row) =>
              row.deleted ? null : (
                <EditDeleteActions
                  editLabel={t('menuAdmin.list.edit', { name: row.name })}
                  deleteLabel={t('menuAdmin.list.delete', { name: row.name })}
                  onEdit={() => setEditing({ id: row.id })}
                  onDelete={() => setDeleting([row])}
                />
              )
            }
          />
          <ListPager
            page={current.page}
            pageSize={MENU_ADMIN_PAGE_SIZE}
            total={products.data.totalElements}
            countLabel={t('menuAdmin.list.records', { count: products.data.totalElements })}
            onChange={goTo}
          />
        </>
      )}
      {editing && (
        <ProductModal productId={editing.id} onCreated={onCreated} onSaved={onSaved} onClose={() => setEditing(null)} />
      )}
      {choosingPrinter && (
        <BulkPrinterModal
          count={choosingPrinter.length}
          busy={busy}
          onSave={(printerId) => void runBulk(choosingPrinter, { printerId })}
          onClose={() => setChoosingPrinter(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('menuAdmin.confirm.title')}
        confirmLabel={t('menuAdmin.confirm.yes')}
        color="red"
        loading={busy}
        onConfirm={() => deleting && void runBulk(deleting, { deleted: true })}
        onCancel={() => setDeleting(null)}
      >
        {t('menuAdmin.products.bulk.deleteText', {
          count: deleting?.length ?? 0,
          names: (deleting ?? []).map((row) => row.name).join(', '),
        })}
      </ConfirmDialog>
    </Stack>
  );
}
