import type { SessionUser } from '@comandero/domain';
import { Button, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithTexts } from '../../app/lazyWithTexts';
import { loadCashierTexts, useTranslation } from '../../i18n';
import { hideCashierForm, useCashierForm } from './cashierForms';
import { useOpenCashier } from './useOpenCashier';

// The menu, the forms and their validation load when first asked for (DESIGN §10 budget).
const CashierMenuDropdown = lazyWithTexts(loadCashierTexts, () => import('./CashierMenuDropdown'));
const CashierForms = lazyWithTexts(loadCashierTexts, () => import('./CashierForms'));
const CashierPanelContent = lazyWithTexts(loadCashierTexts, () => import('./CashierPanel'));

/** The open or close drawer, once one is asked for from the menu or the phone's user summary. */
function FormsHost({ user }: { user: SessionUser }) {
  const asked = useCashierForm((state) => state.form !== null);
  // Leaving the POS drops a drawer left open, so it does not greet the next screen or user.
  useEffect(() => hideCashierForm, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <CashierForms user={user} />
    </Suspense>
  );
}

/**
 * Spec 01 §2 top bar cashier menu: the open cashier's name or 'Sin caja'; open, close and manage
 * inside. On a phone it sits in the user summary instead (CashierPanel), for room.
 */
export function CashierMenuButton({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { openCashier } = useOpenCashier(user);
  const label = openCashier?.name ?? t('topbar.noCashier');
  const [opened, setOpened] = useState(false);
  // Once opened, the menu stays mounted so it can close with its transition.
  const [loaded, setLoaded] = useState(false);
  const target = (
    <Button
      visibleFrom="sm"
      variant="light"
      color={openCashier ? 'teal' : 'gray'}
      h={44}
      px={10}
      fw={600}
      aria-label={t('topbar.cashierMenu', { cashier: label })}
      leftSection={<IconCashRegister size={20} />}
      onClick={
        loaded
          ? undefined
          : () => {
              setLoaded(true);
              setOpened(true);
            }
      }
    >
      <Text span inherit maw={140} truncate>
        {label}
      </Text>
    </Button>
  );
  return (
    <>
      {loaded ? (
        <Suspense fallback={target}>
          <CashierMenuDropdown
            user={user}
            openCashier={openCashier}
            opened={opened}
            onChange={setOpened}
            target={target}
          />
        </Suspense>
      ) : (
        target
      )}
      <FormsHost user={user} />
    </>
  );
}

/** The phone's user summary: the cashier's label and actions, loaded with the popover that shows them. */
export function CashierPanel({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={null}>
      <CashierPanelContent user={user} />
    </Suspense>
  );
}
