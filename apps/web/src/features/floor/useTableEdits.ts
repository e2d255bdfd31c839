import type { Table, TableShape } from '@comandero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { notifyError } from '../../ui/notify';
import { floorKeys } from '../table';
import { updateTable } from './floor.api';
import { applyTable } from './useFloor';

type Placement = { position: number } | { shape: TableShape };

const replaceTable = (tables: Table[] | undefined, table: Table) =>
  tables?.map((candidate) => (candidate.id === table.id ? table : candidate));

/**
 * Moves and reshapes tables optimistically: the floor changes at once, the server confirms with the
 * new version, and a refusal puts the table back and says 'Error al actualizar mesa'.
 */
export function useTableEdits() {
  const { t } = useTranslation();
  const client = useQueryClient();
  // One change per table at a time: a second would carry the version the first is replacing.
  const pending = useRef(new Set<string>());
  const [, rerender] = useState(0);

  const change = async (table: Table, placement: Placement) => {
    if (pending.current.has(table.id)) return;
    pending.current.add(table.id);
    rerender((n) => n + 1);
    client.setQueryData<Table[]>(floorKeys.tables, (tables) => replaceTable(tables, { ...table, ...placement }));
    try {
      applyTable(client, await updateTable(table.id, { ...placement, version: table.version }));
    } catch (error) {
      client.setQueryData<Table[]>(floorKeys.tables, (tables) => {
        const current = tables?.find((candidate) => candidate.id === table.id);
        // A newer version from another terminal already says where the table is.
        return current && current.version === table.version ? replaceTable(tables, table) : tables;
      });
      notifyError(error, t('floor.edit.updateError'));
      void client.invalidateQueries({ queryKey: floorKeys.tables });
    } finally {
      pending.current.delete(table.id);
      rerender((n) => n + 1);
    }
  };

  return {
    move: (table: Table, position: number) => change(table, { position }),
    reshape: (table: Table) => change(table, { shape: table.shape === 'CIRCLE' ? 'SQUARE' : 'CIRCLE' }),
    isPending: (table: Table) => pending.current.has(table.id),
  };
}
