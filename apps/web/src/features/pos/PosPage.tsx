import { POS_VIEWS, type PosView, posViewsOf } from '@comandero/domain';
import { Loader, Tabs, useMatches } from '@mantine/core';
import { IconArmchair, IconLockAccess, IconShoppingBag, IconTruckDelivery } from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { refreshOnFirstTouch } from '../../app/catalogCache/firstScreen';
import { useSession } from '../../app/session';
import { EmptyState } from '../../ui/EmptyState';
import { TopBarFrame } from '../../ui/TopBarFrame';
import { FloorView } from '../floor';
import { SelfServiceView } from '../self-service';
import { PosTopBar } from './PosTopBar';

/** Spec 01 §2: ?mainTab= 1 tables, 2 self-service, 3 deliveries. */
const MAIN_TAB: Record<PosView, string> = { tables: '1', 'self-service': '2', deliveries: '3' };
const TAB_ICON: Record<PosView, ReactNode> = {
  tables: <IconArmchair size={22} />,
  'self-service': <IconShoppingBag size={22} />,
  deliveries: <IconTruckDelivery size={22} />,
};
const EMPTY_ICON: Record<'deliveries', ReactNode> = {
  deliveries: <IconTruckDelivery size={40} stroke={1.5} />,
};

function PosViews({ views }: { views: PosView[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // On a phone the tabs share the width and drop their icons, so three fit on one row.
  const phone = useMatches({ base: true, sm: false });
  if (views.length === 0) {
    return (
      <EmptyState
        icon={<IconLockAccess size={40} stroke={1.5} />}
        title={t('pos.empty.none.title')}
        text={t('pos.empty.none.text')}
      />
    );
  }
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
          {view === 'tables' ? (
            <FloorView />
          ) : view === 'self-service' ? (
            <Suspense fallback={<Loader mx="auto" my="xl" display="block" aria-label={t('app.loading')} />}>
              <SelfServiceView />
            </Suspense>
          ) : (
            <EmptyState
              icon={EMPTY_ICON[view]}
              title={t(`pos.empty.${view}.title`)}
              text={t(`pos.empty.${view}.text`)}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The POS frame: top bar and one tab per POS view the user has; the tables tab is the floor. */
export default function PosPage() {
  const user = useSession((state) => state.user)!;
  const allowed = posViewsOf(user.securityPolitics);
  // In the spec's tab order, whatever order the grants came in.
  const views = POS_VIEWS.filter((view) => allowed.includes(view));
  // The device's catalog and floor copy is refreshed after a login or a start, on the first touch:
  // its store never weighs on this first screen.
  useEffect(refreshOnFirstTouch, []);
  return (
    <TopBarFrame height={68} bar={<PosTopBar user={user} />}>
      <PosViews views={views} />
    </TopBarFrame>
  );
}
