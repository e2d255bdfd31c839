import { POS_VIEWS, posViewsOf } from '@comandero/domain';
import { IconLockAccess } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { refreshOnFirstTouch } from '../../app/catalogCache/firstScreen';
import { useSession } from '../../app/session';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { TopBarFrame } from '../../ui/TopBarFrame';
import { PosTopBar } from './PosTopBar';
import { PosViewPanel } from './PosViewPanel';

// Only a user with more than one view needs the tabs' code.
const PosTabs = lazy(() => import('./PosTabs'));

/**
 * The POS frame: top bar, then the user's one POS view, or a tab per view when they have several (a
 * single tab would look like a button that does nothing).
 */
export default function PosPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const allowed = posViewsOf(user.securityPolitics);
  // In the spec's tab order, whatever order the grants came in.
  const views = POS_VIEWS.filter((view) => allowed.includes(view));
  // The device's catalog and floor copy is refreshed after a login or a start, on the first touch:
  // its store never weighs on this first screen.
  useEffect(refreshOnFirstTouch, []);
  const content =
    views.length === 0 ? (
      <EmptyState
        icon={<IconLockAccess size={40} stroke={1.5} />}
        title={t('pos.empty.none.title')}
        text={t('pos.empty.none.text')}
      />
    ) : views.length === 1 ? (
      <PosViewPanel view={views[0]!} />
    ) : (
      <Suspense fallback={null}>
        <PosTabs views={views} />
      </Suspense>
    );
  return (
    <TopBarFrame height={68} bar={<PosTopBar user={user} />}>
      {content}
    </TopBarFrame>
  );
}
