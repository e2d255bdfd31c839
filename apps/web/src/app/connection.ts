import { useOutboxStatus } from './outbox/outboxStatus';

/** A heartbeat this often, each given as long to answer: a lost connection shows within ~7.5 s. */
const HEARTBEAT_MS = 2500;
/**
 * Beats missed in a row before the device counts as offline: one slow answer from a busy server is
 * not a lost connection, and the banner it would show moves the screen under the waiter's finger.
 */
const MISSES_FOR_OFFLINE = 2;

function setOnline(online: boolean): void {
  const was = useOutboxStatus.getState().online;
  useOutboxStatus.setState({ online });
  // Back online: the outbox tries at once instead of waiting out its backoff.
  if (online && !was) void import('./outbox/channel').then(({ postToTabs }) => postToTabs({ type: 'wake' }));
}

let missed = 0;

async function beat(): Promise<void> {
  const answered = await fetch('/api/general/now', {
    cache: 'no-store',
    signal: AbortSignal.timeout(HEARTBEAT_MS),
  }).then(
    (response) => response.ok,
    () => false,
  );
  missed = answered ? 0 : missed + 1;
  if (answered || missed >= MISSES_FOR_OFFLINE) setOnline(answered);
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
  // The browser knows it is cut off: no beat to wait for.
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
