import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAddressBook, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { CustomersTab } from './CustomersTab';
import { UsersTab } from './UsersTab';

const TABS = ['users', 'customers'] as const;
type Tab = (typeof TABS)[number];

/** Spec 02 §2 `/settings/users`: tabs Users and Customers (the tab is kept in `?tab=`). */
export default function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'users';
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('users.page.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('users.page.text')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next === 'customers' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={20} />} mih={44}>
            {t('users.tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="customers" leftSection={<IconAddressBook size={20} />} mih={44}>
            {t('users.tabs.customers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="customers" pt="md">
          <CustomersTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
