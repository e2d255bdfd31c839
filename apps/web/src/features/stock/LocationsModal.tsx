import { type Location, locationFormSchema, STOCK_PAGE_SIZE } from '@comandero/domain';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { type Column, DataList } from '../../ui/DataList';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { menuFieldMessage } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { QueryFallback } from '../../ui/QueryFallback';
import { createLocation, fetchLocationPage, stockKeys } from './stock.api';

/** Spec 02 §1, §3, §7: the branch's stock locations, listed 20 a page, and a new one by name and description. */
export function LocationsModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const locations = useQuery({
    queryKey: stockKeys.locationPage(page - 1),
    queryFn: () => fetchLocationPage(page - 1),
    placeholderData: keepPreviousData,
  });

  const create = async () => {
    const checked = locationFormSchema.safeParse({ name, description: description.trim() || null });
    if (!checked.success) return setNameError(menuFieldMessage(checked.error.issues[0]?.message, t));
    setSaving(true);
    try {
      await createLocation(checked.data);
      notifySuccess(t('stock.locations.created'));
      setName('');
      setDescription('');
      setPage(1);
      await client.invalidateQueries({ queryKey: stockKeys.locations });
    } catch (error) {
      notifyWarning(describeError(error, t), t('stock.locations.createError'));
    } finally {
      setSaving(false);
    }
  };

  const columns: Column<Location>[] = [
    { key: 'name', label: t('stock.locations.name'), render: (row) => row.name },
    { key: 'description', label: t('stock.locations.description'), render: (row) => row.description },
  ];

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('stock.locations.title')}
      closeButtonProps={{ 'aria-label': t('common.close'), size: 44 }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <form
          noValidate
          aria-label={t('stock.locations.create')}
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              size="md"
              style={{ flex: '1 1 180px' }}
              label={t('stock.locations.name')}
              withAsterisk
              maxLength={80}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(undefined);
              }}
              error={nameError}
            />
            <TextInput
              size="md"
              style={{ flex: '2 1 220px' }}
              label={t('stock.locations.description')}
              maxLength={200}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <Button type="submit" mt={26} loading={saving}>
              {t('stock.locations.create')}
            </Button>
          </Group>
        </form>
        {!locations.isSuccess ? (
          <QueryFallback query={locations} title={t('stock.notice.loadError')} />
        ) : locations.data.content.length === 0 ? (
          <EmptyState
            icon={<IconMapPin size={40} stroke={1.5} />}
            title={t('stock.locations.empty')}
            text={t('stock.locations.emptyText')}
          />
        ) : (
          <>
            <DataList
              label={t('stock.locations.title')}
              rows={locations.data.content}
              columns={columns}
              rowKey={(row) => row.id}
            />
            <ListPager
              page={page}
              pageSize={STOCK_PAGE_SIZE}
              total={locations.data.totalElements}
              countLabel={t('stock.list.records', { count: locations.data.totalElements })}
              onChange={setPage}
            />
          </>
        )}
      </Stack>
    </Modal>
  );
}
