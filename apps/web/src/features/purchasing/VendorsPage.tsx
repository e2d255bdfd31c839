import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconReportMoney, IconTruck } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { ExpensesTab } from './ExpensesTab';
import { VendorsTab } from './VendorsTab';

/**
 * Spec 02 §2: expenses and suppliers show the vendors screen. Its tabs are the vendors
 * (`/settings/vendors`, `/settings/suppliers`) and their non-stock expenses (`/settings/expenses`);
 * a tab is its path, so the side menu marks the one open.
 */
export default function VendorsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = pathname.replace(/\/$/, '').endsWith('/expenses') ? 'expenses' : 'vendors';
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('purchasing.vendorsPage.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('purchasing.vendorsPage.text')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => next && next !== tab && navigate(`/settings/${next}`, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="vendors" leftSection={<IconTruck size={20} />} mih={44}>
            {t('purchasing.vendorsPage.vendors')}
          </Tabs.Tab>
          <Tabs.Tab value="expenses" leftSection={<IconReportMoney size={20} />} mih={44}>
            {t('purchasing.vendorsPage.expenses')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="vendors" pt="md">
          <VendorsTab />
        </Tabs.Panel>
        <Tabs.Panel value="expenses" pt="md">
          <ExpensesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
