import { NO_PRINTER } from '@comandero/domain';
import { Alert, Button, Center, Checkbox, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { notifySuccess } from '../../ui/notify';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';
import { assignPrinter, fetchProductsPage, printingKeys } from './printers.api';
import { usePrinters } from './usePrinters';

/** Spec 02 §5: a search runs 500 ms after typing stops. */
const PAGE_SIZE = 10;

/**
 * Spec 02 §4 bulk action 'configure printer': the chosen products print their kitchen lines on one
 * printer ('none' is -1: they fall back to the default).
 */
export function AssignPrinterTab() {
  const { t } = useTranslation();
  const printers = usePrinters();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [pageByName, setPageByName] = useState({ name: '', page: 1 });
  const page = pageByName.name === name ? pageByName.page : 1;
  // Kept across pages and searches: id → name.
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [printerId, setPrinterId] = useState<string | null>(null);
  const [printerMissing, setPrinterMissing] = useState(false);
  const products = useQuery({
    queryKey: printingKeys.products(page - 1, name),
    queryFn: () => fetchProductsPage(page - 1, name),
    placeholderData: keepPreviousData,
  });
  const assign = useMutation({
    mutationFn: (target: string) => assignPrinter(target, [...selected.keys()]),
    onSuccess: (result) => {
      notifySuccess(t('printerAssign.done', { count: result.updated }));
      setSelected(new Map());
    },
  });

  const rows = products.data?.content ?? [];
  const toggle = (id: string, productName: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(id, productName);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPage = rows.some((row) => selected.has(row.id));
  const togglePage = () => {
    for (const row of rows) toggle(row.id, row.name, !allOnPage);
  };
  const submit = () => {
    if (!printerId) {
      setPrinterMissing(true);
      return;
    }
    assign.mutate(printerId);
  };
  const printerOptions = [
    ...(printers.data ?? []).map((printer) => ({ value: printer.id, label: printer.nameCustom })),
    { value: NO_PRINTER, label: t('printerAssign.none') },
  ];

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('printerAssign.text')}</Text>
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('printerAssign.printer')}
            placeholder={t('printerAssign.choosePrinter')}
            data={printerOptions}
            value={printerId}
            onChange={(value) => {
              setPrinterId(value);
              setPrinterMissing(false);
            }}
            error={printerMissing ? t('printerAssign.printerRequired') : undefined}
            withAsterisk
            size="md"
            w={260}
            maw="100%"
          />
          <Button h={44} size="md" disabled={selected.size === 0} loading={assign.isPending} onClick={submit}>
            {t('printerAssign.assign', { count: selected.size })}
          </Button>
        </Group>
        {selected.size > 0 && (
          <Group gap="xs" mt="sm" wrap="nowrap" justify="space-between">
            <Text fz="sm" c="dimmed" lineClamp={2} miw={0}>
              {t('printerAssign.selected', { count: selected.size, names: [...selected.values()].join(', ') })}
            </Text>
            <Button h={44} variant="subtle" px="sm" style={{ flexShrink: 0 }} onClick={() => setSelected(new Map())}>
              {t('printerAssign.clear')}
            </Button>
          </Group>
        )}
      </Paper>
      <TextInput
        type="search"
        aria-label={t('printerAssign.search')}
        placeholder={t('printerAssign.search')}
        leftSection={<IconSearch size={18} />}
        size="md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {products.isPending && (
        <Center h={160}>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {products.isError && (
        <Alert color="red" variant="light" title={t('printerAssign.loadError')}>
          {describeError(products.error, t)}
        </Alert>
      )}
      {products.data && rows.length === 0 && (
        <EmptyState
          icon={<IconToolsKitchen2 size={36} />}
          title={t('printerAssign.empty')}
          text={t('printerAssign.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <Paper withBorder radius="md" component="section" aria-label={t('printerAssign.products')}>
          <Checkbox
            px="md"
            py="sm"
            size="md"
            fw={700}
            label={t('printerAssign.selectPage')}
            checked={allOnPage}
            indeterminate={someOnPage && !allOnPage}
            onChange={togglePage}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          />
          {rows.map((row) => (
            <Checkbox
              key={row.id}
              px="md"
              py="sm"
              mih={44}
              size="md"
              label={row.name}
              checked={selected.has(row.id)}
              onChange={(event) => toggle(row.id, row.name, event.currentTarget.checked)}
            />
          ))}
        </Paper>
      )}
      {products.data && (
        <ListPager
          page={page}
          pageSize={PAGE_SIZE}
          total={products.data.totalElements}
          countLabel={t('printers.records', { count: products.data.totalElements })}
          onChange={(next) => setPageByName({ name, page: next })}
        />
      )}
    </Stack>
  );
}
