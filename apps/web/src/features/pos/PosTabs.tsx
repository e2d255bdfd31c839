import type { PosView } from '@comandero/domain';
import { Tabs, useMatches } from '@mantine/core';
import { IconArmchair, IconShoppingBag, IconTruckDelivery } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { PosViewPanel } from './PosViewPanel';

/** Spec 01 §2: ?mainTab= 1 tables, 2 self-service, 3 deliveries. */
const MAIN_TAB: Record<PosView, string> = { tables: '1', 'self-service': '2', deliveries: '3' };
const TAB_ICON: Record<PosView, ReactNode> = {
  tables: <IconArmchair size={22} />,
  'self-service': <IconShoppingBag size={22} />,
  deliveries: <IconTruckDelivery size={22} />,
};

/** One tab per POS view, for a user with more than one; loaded only for them (DESIGN §10 budget). */
export default function PosTabs({ views }: { views: PosView[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // On a phone the tabs share the width and drop their icons, so three fit on one row.
  const phone = useMatches({ base: true, sm: false });
  const requested = views.find((view) => MAIN_TAB[view] === params.get('mainTab'));
  const active = requested ?? views[0]!;
  return (
    <Tabs
      value={MAIN_TAB[active]}
      onChange={(value) => value && setParams({ mainTab: value })}
      variant="pills"
      radius="md"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('pos.tabsLabel')} mb="lg" grow={phone}>
        {views.map((view) => (
          <Tabs.Tab
            key={view}
            value={MAIN_TAB[view]}
            leftSection={phone ? undefined : TAB_ICON[view]}
            fz="md"
            mih={48}
            px={phone ? 'xs' : 'lg'}
          >
            {t(`pos.tabs.${view}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {views.map((view) => (
        <Tabs.Panel key={view} value={MAIN_TAB[view]}>
          <PosViewPanel view={view} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
