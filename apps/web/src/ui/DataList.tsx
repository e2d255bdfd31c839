import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  /** Kept on one line (badges, amounts). */
  nowrap?: boolean;
}

interface DataListProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  /** Row actions, touch-sized; none for a deleted row (spec 02 generic list). */
  actions?(row: T): ReactNode;
  onOpen?(row: T): void;
  /** Marks a row (deleted rows get their own style). */
  rowState?(row: T): string | undefined;
}

/** Spec 02 §2 settings screens turn mobile at 768 px. */
export const SETTINGS_PHONE_QUERY = '(max-width: 768px)';

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/**
 * The back office's list: a table on a tablet, cards on a phone. The first column is bold, or a
 * dash when empty.
 */
export function DataList<T>({ label, rows, columns, rowKey, actions, onOpen, rowState }: DataListProps<T>) {
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [first, ...rest] = columns;
  if (!first) return null;
  if (phone) {
    return (
      <Stack gap="sm" role="list" aria-label={label}>
        {rows.map((row) => (
          <Paper
            key={rowKey(row)}
            role="listitem"
            withBorder
            radius="md"
            p="sm"
            data-state={rowState?.(row)}
            onClick={onOpen ? () => onOpen(row) : undefined}
            style={{ cursor: onOpen ? 'pointer' : undefined }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Text fw={700}>{dash(first.render(row))}</Text>
              {actions && (
                // Actions act on their own; a tap on them does not also open the row.
                <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
                  {actions(row)}
                </Group>
              )}
            </Group>
            <Stack gap={2}>
              {rest.map((column) => (
                <Group key={column.key} gap="xs" wrap="nowrap" justify="space-between">
                  <Text c="dimmed" fz="sm">
                    {column.label}
                  </Text>
                  <div style={{ textAlign: 'right', minWidth: 0 }}>{dash(column.render(row))}</div>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={label} highlightOnHover verticalSpacing="xs" fz="md">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{column.label}</Table.Th>
            ))}
            {actions && <Table.Th w={1} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              data-state={rowState?.(row)}
              onClick={onOpen ? () => onOpen(row) : undefined}
              style={{ cursor: onOpen ? 'pointer' : undefined }}
            >
              {columns.map((column, index) => (
                <Table.Td
                  key={column.key}
                  fw={index === 0 ? 700 : undefined}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {dash(column.render(row))}
                </Table.Td>
              ))}
              {actions && (
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {actions(row)}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
