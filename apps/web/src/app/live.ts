import {
  LIVE_EVENT_TYPES,
  LIVE_PROTOCOL_VERSION,
  type LiveEvent,
  type LiveEventOf,
  type LiveEventType,
} from '@comandero/domain';
import { useEffect, useRef } from 'react';
import { refreshIfStarted } from './catalogCache/firstScreen';
import { followLiveEvents, type ServerEvent } from './liveEvents';
import { queryClient } from './queryClient';
import { useSession } from './session';

/**
 * The terminal's one stream of the branch's live events (DESIGN §6): opened once by the signed-in
 * shell, checked against the domain's protocol, and handed by type to what the features registered.
 */

type Listener = (event: LiveEvent) => void;
const listeners = new Map<LiveEventType, Set<Listener>>();
const connectedListeners = new Set<() => void>();

/** Hands each event of this type to the handler, until the returned function is called. */
export function onLiveEvent<Type extends LiveEventType>(
  type: Type,
  handler: (event: LiveEventOf<Type>) => void,
): () => void {
  const listener = handler as Listener;
  if (!listeners.has(type)) listeners.set(type, new Set());
  listeners.get(type)!.add(listener);
  return () => listeners.get(type)?.delete(listener);
}

/** Called on every (re)connection: what was sent meanwhile was missed, so read it again. */
export function onLiveConnected(handler: () => void): () => void {
  connectedListeners.add(handler);
  return () => connectedListeners.delete(handler);
}

const isKnown = (type: string): type is LiveEventType => (LIVE_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Hands one event to its listeners by type. One of a type this terminal does not know (a newer
 * server's) is logged and dropped, never a crash; the shapes are the domain's union, which the
 * server publishes and this code compiles against.
 */
export function receiveLiveEvent(raw: ServerEvent): void {
  const data = raw.data as { type?: unknown } | null;
  if (!isKnown(raw.type) || data?.type !== raw.type) {
    console.warn(`live event ignored: ${raw.type}`);
    return;
  }
  for (const listener of listeners.get(raw.type) ?? []) listener(data as LiveEvent);
}

// App-wide reactions: whatever screen is open, the next bill and the device's menu copy follow.
onLiveEvent('live.hello', ({ protocol }) => {
  if (protocol !== LIVE_PROTOCOL_VERSION)
    console.warn(`live protocol ${protocol}, this terminal speaks ${LIVE_PROTOCOL_VERSION}`);
});
/** Order PIN, tips or taxes may have changed: the next bill is computed with the new ones, the menu copy read again. */
const readSettingsAgain = () => {
  void queryClient.invalidateQueries({ queryKey: ['checkout'] });
  refreshIfStarted();
};
onLiveEvent('catalog.changed', () => refreshIfStarted());
onLiveEvent('preferences.changed', readSettingsAgain);
onLiveConnected(readSettingsAgain);

/** Mounted once, in the signed-in shell: follows the events with the session's token (a new one after a change of user). */
export function useLiveConnection(): void {
  const jwt = useSession((state) => state.jwt);
  useEffect(() => {
    if (!jwt) return;
    return followLiveEvents({
      onEvent: receiveLiveEvent,
      onConnected: () => {
        for (const handler of connectedListeners) handler();
      },
    });
  }, [jwt]);
}

/** While the component is mounted, its latest handler hears each event of this type. */
export function useLiveEvent<Type extends LiveEventType>(
  type: Type,
  handler: (event: LiveEventOf<Type>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveEvent(type, (event) => latest.current(event)), [type]);
}

/** While the component is mounted, its latest handler runs on every (re)connection. */
export function useLiveConnected(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveConnected(() => latest.current()), []);
}
