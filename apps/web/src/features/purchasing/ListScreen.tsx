import { STOCK_PAGE_SIZE } from '@comandero/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { QueryFallback } from '../../ui/QueryFallback';
import { SEARCH_DEBOUNCE_MS } from '../../ui/search';

/** Spec 02 §5: the list's search runs 500 ms after typing stops; an empty box reloads the whole list. */

/** The search text (debounced) and the page (from 1) of one list; a new search starts on page 1. */
export function useListSearch() {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  return { text, setText, search, page, setPage: (next: number) => setPaging({ search, page: next }) };
}

interface ListScreenProps<T> {
  /** A screen's own title and text; a tab has none (its page has them). */
  title?: string;
  text?: string;
  createLabel: string;
  onCreate(): void;
  list: ReturnType<typeof useListSearch>;
  query: UseQueryResult<{ content: T[]; totalElements: number }>;
  label: string;
  columns: Column<T>[];
  rowKey(row: T): string;
  onOpen?(row: T): void;
  actions?(row: T): ReactNode;
  empty: { icon: ReactNode; title: string; text: string };
  /** More filters and a summary, under the search. */
  toolbar?: ReactNode;
  /** A filter besides the search is on: an empty list says nothing matches. */
  filtered?: boolean;
  children?: ReactNode;
}

/** Spec 02 §2 generic list screen: title and count, search, create, 20 a page, an empty state. */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const { t } = useTranslation();
  const { list, query, empty } = props;
  const rows = query.data?.content ?? [];
  const total = query.data?.totalElements ?? 0;
  return (
    <Stack gap="lg" maw={1100}>
      {props.title && (
        <div>
          <Title order={2}>
            {props.title}
            {query.isSuccess && (
              <Text span c="dimmed" fz="lg" fw={500} ml="sm">
                ({total})
              </Text>
            )}
          </Title>
          <Text c="dimmed" mt={4}>
            {props.text}
          </Text>
        </div>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 240px' }}
          leftSection={<IconSearch size={20} />}
          label={t('purchasing.list.search')}
          placeholder={t('purchasing.list.searchPlaceholder')}
          value={list.text}
          onChange={(event) => list.setText(event.currentTarget.value)}
        />
        <Button leftSection={<IconPlus size={20} />} onClick={props.onCreate}>
          {props.createLabel}
        </Button>
      </Group>
      {props.toolbar}
      {!query.isSuccess ? (
        <QueryFallback query={query} title={t('purchasing.list.loadError')} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          text={list.search || props.filtered ? t('purchasing.list.noMatch') : empty.text}
        />
      ) : (
        <>
          <DataList
            label={props.label}
            rows={rows}
            columns={props.columns}
            rowKey={props.rowKey}
            {...(props.onOpen ? { onOpen: props.onOpen } : {})}
            {...(props.actions ? { actions: props.actions } : {})}
          />
          <ListPager
            page={list.page}
            pageSize={STOCK_PAGE_SIZE}
            total={total}
            countLabel={t('purchasing.list.records', { count: total })}
            onChange={list.setPage}
          />
        </>
      )}
      {props.children}
    </Stack>
  );
}
