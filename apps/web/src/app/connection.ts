import { useOutboxStatus } from './outbox/outboxStatus';

/** A heartbeat this often, each given as long to answer: a lost connection shows within ~5 s. */
const HEARTBEAT_MS = 2500;

function setOnline(online: boolean): void {
  const was = useOutboxStatus.getState().online;
  useOutboxStatus.setState({ online });
  // Back online: the outbox tries at once instead of waiting out its backoff.
  if (online && !was) void import('./outbox/channel').then(({ postToTabs }) => postToTabs({ type: 'wake' }));
}

async function beat(): Promise<void> {
  const answered = await fetch('/api/general/now', {
    cache: 'no-store',
    signal: AbortSignal.timeout(HEARTBEAT_MS),
  }).then(
    (response) => response.ok,
    () => false,
  );
  setOnline(answered);
}

/**
 * Follows the connection to the server (spec 01 §1's connection flag): a heartbeat on
 * /api/general/now plus the browser's online and offline events. Returns a function that stops it.
 */
export function watchConnection(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const loop = async () => {
    await beat();
    if (!stopped) timer = setTimeout(loop, HEARTBEAT_MS);
  };
  const now = () => {
    clearTimeout(timer);
    void loop();
  };
  const offline = () => setOnline(false);
  window.addEventListener('online', now);
  window.addEventListener('offline', offline);
  void loop();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', now);
    window.removeEventListener('offline', offline);
  };
}
