import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCashRegister, IconReceipt2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { CashiersTab } from './CashiersTab';
import { MovementsTab } from './MovementsTab';

const TABS = ['cashiers', 'movements'] as const;
type Tab = (typeof TABS)[number];

/** Spec 02 §2 `/settings_cashiers`: tabs Cashiers and Movements (the tab is kept in `?tab=`). */
export default function CashiersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'cashiers';
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('cashiers.page.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('cashiers.page.text')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === 'movements' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="cashiers" leftSection={<IconCashRegister size={20} />} mih={44}>
            {t('cashiers.tabs.cashiers')}
          </Tabs.Tab>
          <Tabs.Tab value="movements" leftSection={<IconReceipt2 size={20} />} mih={44}>
            {t('cashiers.tabs.movements')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cashiers" pt="md">
          <CashiersTab />
        </Tabs.Panel>
        <Tabs.Panel value="movements" pt="md">
          <MovementsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
