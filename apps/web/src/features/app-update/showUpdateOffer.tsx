import { createRoot } from 'react-dom/client';
import { Providers } from '../../app/providers';
import { offerUpdate, useAppUpdate } from './appUpdate';
import UpdateBanner from './UpdateBanner';

/** Shows the banner while the offer stands and the staff have not put it off. */
function UpdatePrompt() {
  const shown = useAppUpdate((state) => state.offered && !state.dismissed);
  return shown ? <UpdateBanner /> : null;
}

let mounted = false;

/**
 * Offers the new version on whatever screen is shown, login included: the banner has a root of its
 * own, so nothing of it is part of the app's first download.
 */
export function showUpdateOffer(activate: () => void): void {
  if (!mounted) {
    mounted = true;
    const host = document.body.appendChild(document.createElement('div'));
    createRoot(host).render(
      <Providers>
        <UpdatePrompt />
      </Providers>,
    );
  }
  offerUpdate(activate);
}
