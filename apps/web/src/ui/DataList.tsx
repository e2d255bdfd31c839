import { Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './DataList.module.css';
import { KEYBOARD_SCROLLABLE } from './keyboardScrollable';

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
  /** Rows picked for a bulk action (spec 02 generic list), each with a touch-sized checkbox. */
  selection?: RowSelection<T>;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
  /** The checkbox's name for a row ("Select Ana"). */
  label(row: T): string;
  /** The header checkbox's name (every row of the page). */
  allLabel: string;
  /** Rows that cannot be picked. */
  disabled?(row: T): boolean;
}

/** Spec 02 §2 settings screens turn mobile at 768 px. */
export const SETTINGS_PHONE_QUERY = '(max-width: 768px)';

const dash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/**
 * The back office's list: a table on a tablet, cards on a phone. The first column is bold, or a
 * dash when empty.
 */
export function DataList<T>({ label, rows, columns, rowKey, actions, onOpen, rowState, selection }: DataListProps<T>) {
  const phone = useMediaQuery(SETTINGS_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [first, ...rest] = columns;
  if (!first) return null;
  const pickable = selection ? rows.filter((row) => !selection.disabled?.(row)).map(rowKey) : [];
  const allPicked = pickable.length > 0 && pickable.every((key) => selection?.selected.has(key));
  const toggle = (row: T) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(rowKey(row))) next.add(rowKey(row));
    selection.onChange(next);
  };
  // A tap on the box picks the row; it does not also open it.
  const checkbox = (row: T) =>
    selection && (
      <Checkbox
        size="md"
        p={10}
        m={-10}
        aria-label={selection.label(row)}
        checked={selection.selected.has(rowKey(row))}
        disabled={selection.disabled?.(row)}
        onChange={() => toggle(row)}
        onClick={(event) => event.stopPropagation()}
      />
    );
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
            className={classes.row}
            data-state={rowState?.(row)}
            onClick={onOpen ? () => onOpen(row) : undefined}
            style={{ cursor: onOpen ? 'pointer' : undefined }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
              <Group gap="sm" wrap="nowrap" miw={0}>
                {checkbox(row)}
                <Text fw={700} className={classes.first}>
                  {dash(first.render(row))}
                </Text>
              </Group>
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
    <Table.ScrollContainer minWidth={560} scrollAreaProps={KEYBOARD_SCROLLABLE}>
      <Table aria-label={label} highlightOnHover verticalSpacing="xs" fz="md">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={1}>
                <Checkbox
                  size="md"
                  aria-label={selection.allLabel}
                  checked={allPicked}
                  indeterminate={!allPicked && pickable.some((key) => selection.selected.has(key))}
                  disabled={pickable.length === 0}
                  onChange={() => selection.onChange(new Set(allPicked ? [] : pickable))}
                />
              </Table.Th>
            )}
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
              className={classes.row}
              data-state={rowState?.(row)}
              onClick={onOpen ? () => onOpen(row) : undefined}
              style={{ cursor: onOpen ? 'pointer' : undefined }}
            >
              {selection && <Table.Td onClick={(event) => event.stopPropagation()}>{checkbox(row)}</Table.Td>}
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
