import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconListDetails, IconPrinter, IconToolsKitchen2 } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { AssignPrinterTab } from './AssignPrinterTab';
import { PrintersTab } from './PrintersTab';
import { PrintJobsTab } from './PrintJobsTab';

const TABS = ['printers', 'jobs', 'products'] as const;
type Tab = (typeof TABS)[number];

/** Spec 01 §2 `/settings/printers`: the printers, the print jobs, and the products' printer (tab in `?tab=`). */
export default function PrintersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'printers';
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{t('printers.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('printers.text')}
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'printers' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="printers" leftSection={<IconPrinter size={20} />} mih={44}>
            {t('printers.tabs.printers')}
          </Tabs.Tab>
          <Tabs.Tab value="jobs" leftSection={<IconListDetails size={20} />} mih={44}>
            {t('printers.tabs.jobs')}
          </Tabs.Tab>
          <Tabs.Tab value="products" leftSection={<IconToolsKitchen2 size={20} />} mih={44}>
            {t('printers.tabs.products')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="printers" pt="md">
          <PrintersTab />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="md">
          <PrintJobsTab />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <AssignPrinterTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
