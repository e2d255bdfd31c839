import { PRODUCT_EXTRAS_GROUPS_MAX, type ProductAdminDetail } from '@comandero/domain';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../app/errors';
import { useTranslation } from '../../i18n';
import { isStale } from '../../ui/menuMessages';
import { notifySuccess, notifyWarning } from '../../ui/notify';
import { fetchExtrasPage, menuAdminKeys, setProductExtras } from './menuAdmin.api';

type Attached = ProductAdminDetail['extrasGroups'][number];

/** Spec 02 §5: the inventory's selects search 300 ms after typing stops. */
const SELECT_DEBOUNCE_MS = 300;

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The product modal's sides tab: the extras groups offered with it, in order, saved with its version. */
export function ProductSidesPanel({
  product,
  onSaved,
}: {
  product: ProductAdminDetail;
  onSaved(product: ProductAdminDetail): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [groups, setGroups] = useState<Attached[]>(product.extrasGroups);
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SELECT_DEBOUNCE_MS);
  const [saving, setSaving] = useState(false);
  const found = useQuery({
    queryKey: menuAdminKeys.extrasPage(0, name),
    queryFn: () => fetchExtrasPage(0, name),
    placeholderData: keepPreviousData,
  });
  const attachedIds = new Set(groups.map((group) => group.id));
  const options = (found.data?.content ?? [])
    .filter((group) => !attachedIds.has(group.id))
    .map((group) => ({ value: group.id, label: group.name }));
  const changed = groups.map((group) => group.id).join() !== product.extrasGroups.map((group) => group.id).join();

  // Adding a group already in the list is ignored (spec 02 §5).
  const add = (id: string | null) => {
    const group = found.data?.content.find((candidate) => candidate.id === id);
    if (group && !attachedIds.has(group.id) && groups.length < PRODUCT_EXTRAS_GROUPS_MAX) {
      const { id: groupId, name: groupName, isRequired, min, max } = group;
      setGroups([...groups, { id: groupId, name: groupName, isRequired, min, max }]);
    }
    setSearch('');
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await setProductExtras(
        product.id,
        groups.map((group) => group.id),
        product.version,
      );
      notifySuccess(t('menuAdmin.notice.saved'));
      onSaved(saved);
    } catch (error) {
      notifyWarning(describeError(error, t), t('menuAdmin.notice.saveError'));
      // Changed by someone else: read it again (a new version starts this tab over from it).
      if (isStale(error)) void client.invalidateQueries({ queryKey: menuAdminKeys.product(product.id) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('menuAdmin.sides.text')}</Text>
      <Select
        size="md"
        label={t('menuAdmin.sides.search')}
        placeholder={t('menuAdmin.sides.search')}
        searchable
        data={options}
        value={null}
        onChange={add}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={t('menuAdmin.extras.noMatch', { name: search })}
        comboboxProps={{ withinPortal: true }}
      />
      {groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('menuAdmin.sides.none')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('menuAdmin.product.tabs.sides')}>
          {groups.map((group, index) => (
            <Paper key={group.id} withBorder radius="md" p="xs" pl="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {group.name}
                  </Text>
                  <Group gap={6} mt={2}>
                    <Badge variant="light" color={group.isRequired ? 'orange' : 'gray'}>
                      {group.isRequired ? t('menuAdmin.sides.required') : t('menuAdmin.sides.optional')}
                    </Badge>
                    <Text fz="sm" c="dimmed">
                      {t('menuAdmin.sides.range', {
                        min: group.min,
                        max: group.max === 0 ? t('menuAdmin.sides.unlimited') : group.max,
                      })}
                    </Text>
                  </Group>
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="gray"
                    aria-label={t('menuAdmin.sides.up', { name: group.name })}
                    disabled={index === 0}
                    onClick={() => setGroups(moved(groups, index, index - 1))}
                  >
                    <IconArrowUp size={22} />
                  </ActionIcon>
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="gray"
                    aria-label={t('menuAdmin.sides.down', { name: group.name })}
                    disabled={index === groups.length - 1}
                    onClick={() => setGroups(moved(groups, index, index + 1))}
                  >
                    <IconArrowDown size={22} />
                  </ActionIcon>
                  <ActionIcon
                    size={44}
                    variant="subtle"
                    color="red"
                    aria-label={t('menuAdmin.sides.remove', { name: group.name })}
                    onClick={() => setGroups(groups.filter((other) => other.id !== group.id))}
                  >
                    <IconTrash size={22} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving} disabled={!changed}>
          {t('menuAdmin.sides.save')}
        </Button>
      </Group>
    </Stack>
  );
}
