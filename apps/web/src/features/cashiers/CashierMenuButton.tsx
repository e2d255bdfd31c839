import type { SessionUser } from '@comandero/domain';
import { Badge, Button, Text } from '@mantine/core';
import { IconCashRegister, IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenCashier } from './useOpenCashier';

// The menu, the forms and their validation load when the menu is first opened (DESIGN §10 budget).
const CashierMenuDropdown = lazy(() => import('./CashierMenuDropdown'));

/** Spec 01 §2 top bar cashier menu: the open cashier's name or 'Sin caja'; open, close and manage inside. */
export function CashierMenuButton({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { openCashier } = useOpenCashier(user);
  const label = openCashier?.name ?? t('topbar.noCashier');
  const [opened, setOpened] = useState(false);
  // Once opened, the menu stays mounted so it can close with its transition and keep its forms.
  const [loaded, setLoaded] = useState(false);
  const target = (
    <Button
      variant="light"
      color={openCashier ? 'teal' : 'gray'}
      h={44}
      px="sm"
      aria-label={t('cashiers.menu.label', { cashier: label })}
      leftSection={<IconCashRegister size={22} />}
      rightSection={<IconChevronDown size={16} />}
      styles={{ section: { marginInline: 0 } }}
      onClick={
        loaded
          ? undefined
          : () => {
              setLoaded(true);
              setOpened(true);
            }
      }
    >
      <Text span inherit visibleFrom="sm" mx={6} maw={150} truncate>
        {label}
      </Text>
    </Button>
  );
  if (!loaded) return target;
  return (
    <Suspense fallback={target}>
      <CashierMenuDropdown user={user} openCashier={openCashier} opened={opened} onChange={setOpened} target={target} />
    </Suspense>
  );
}

/** The label alone, for the phone's user summary. */
export function CashierBadge({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { openCashier } = useOpenCashier(user);
  const label = openCashier?.name ?? t('topbar.noCashier');
  return (
    <Badge
      size="lg"
      tt="none"
      variant="light"
      color={openCashier ? 'teal' : 'gray'}
      leftSection={<IconCashRegister size={18} />}
    >
      {label}
    </Badge>
  );
}
