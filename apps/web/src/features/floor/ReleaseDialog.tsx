import type { Table } from '@comandero/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { sentItemCount } from './rules';
import { useReleaseTable } from './useReleaseTable';

/** What releasing does to this table's order (spec 01 §4): unsent items go, what the kitchen has is cancelled. */
function ReleaseText({ table }: { table: Table }) {
  const { t } = useTranslation();
  const sent = sentItemCount(table);
  return (
    <Stack gap="xs">
      <Text>{t('floor.release.text')}</Text>
      {table.unsentCount > 0 && <Text>{t('floor.release.unsent', { count: table.unsentCount })}</Text>}
      {sent > 0 && (
        <Text fw={600} c="red.8">
          {t('floor.release.sent', { count: sent })}
        </Text>
      )}
    </Stack>
  );
}

/** The shortcut's release: its confirmation, then the PIN pad when the server asks for one (lazyDialogs). */
export default function ReleaseDialog({ table, onClose }: { table: Table; onClose(): void }) {
  const { t } = useTranslation();
  const release = useReleaseTable(table, onClose);
  return (
    <>
      <ConfirmDialog
        opened={release.confirming}
        title={t('floor.release.title', { table: table.name })}
        confirmLabel={t('floor.release.confirm')}
        color="red"
        loading={release.releasing}
        onConfirm={() => void release.confirm()}
        onCancel={onClose}
      >
        <ReleaseText table={table} />
      </ConfirmDialog>
      {release.pinDialog}
    </>
  );
}
