import { type ExtrasGroup, groupLabel } from '@comandero/domain';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useMoney } from '../../ui/useMoney';
import { CACHED_QUERY, fetchExtrasGroups, menuKeys } from './menu.api';

/** A large catalog has hundreds of groups: show them a page at a time. */
const SHOWN_AT_ONCE = 20;

function GroupRules({ group }: { group: ExtrasGroup }) {
  const { t } = useTranslation();
  const maximum = group.allowMultiple ? group.max : 1;
  return (
    <Group gap={6}>
      {group.isRequired && (
        <Badge color="red" variant="light">
          {t('menu.sides.required')}
        </Badge>
      )}
      {maximum > 0 && <Badge variant="light">{t('menu.sides.upTo', { count: maximum })}</Badge>}
    </Group>
  );
}

/** Spec 01 §2 menu home, Sides: the sides and toppings offered with the products, and their prices. */
export function SidesPanel() {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const [shown, setShown] = useState(SHOWN_AT_ONCE);
  const groups = useQuery({
    ...CACHED_QUERY,
    queryKey: menuKeys.sides,
    queryFn: ({ signal }) => fetchExtrasGroups(signal),
  });
  if (groups.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (groups.isError) return <Text c="red">{t('menu.sides.error')}</Text>;
  if (groups.data.length === 0) return <Text c="dimmed">{t('menu.sides.empty')}</Text>;
  return (
    <Stack gap="md">
      {groups.data.slice(0, shown).map((group) => (
        <Stack key={group.id} gap={6} component="section" aria-label={groupLabel(group)}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{groupLabel(group)}</Text>
            <GroupRules group={group} />
          </Group>
          <Group gap={6}>
            {group.options.map((option) => (
              <Badge key={option.id} variant="outline" color="gray" size="lg" tt="none" fw={500}>
                {option.price > 0 ? `${option.name} +${formatMoney(option.price)}` : option.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      ))}
      {groups.data.length > shown && (
        <Button variant="light" mih={44} onClick={() => setShown((count) => count + SHOWN_AT_ONCE)}>
          {t('menu.sides.more', { count: groups.data.length - shown })}
        </Button>
      )}
    </Stack>
  );
}
