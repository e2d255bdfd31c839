import { type PointerEvent, useEffect, useRef } from 'react';

/** How long a finger rests on a table before its shortcut menu opens. */
export const LONG_PRESS_MS = 550;
const MOVE_TOLERANCE_PX = 10;
/** A timer this late ran behind a busy page: the finger's release may be waiting behind it. */
const LATE_MS = 50;
/** Time for a waiting release to be handled before a late press counts as long. */
const RECHECK_MS = 100;
/** A click this soon after a long press is the end of that press, not a second gesture. */
const SWALLOW_CLICK_MS = 1000;

/**
 * A long press (touch or mouse) or a right click calls `onLongPress`; the click that ends a long
 * press is swallowed, so the table is not also opened.
 */
export function useLongPress(onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  const firedAt = useRef(0);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!onLongPress) return { handlers: {}, swallowClick: () => false };

  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY, at: performance.now() };
        const fire = () => {
          firedAt.current = Date.now();
          cancel();
          onLongPress();
        };
        timer.current = setTimeout(() => {
          // On a cheap tablet's busy page a quick tap's release can still be queued: it cancels this.
          const late = performance.now() - (start.current?.at ?? 0) > LONG_PRESS_MS + LATE_MS;
          if (late) timer.current = setTimeout(fire, RECHECK_MS);
          else fire();
        }, LONG_PRESS_MS);
      },
      onPointerMove(event: PointerEvent) {
        const origin = start.current;
        if (!origin) return;
        if (Math.hypot(event.clientX - origin.x, event.clientY - origin.y) > MOVE_TOLERANCE_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      onContextMenu(event: { preventDefault(): void }) {
        // A touch long press also raises the context menu: the browser's own must not show.
        event.preventDefault();
        if (Date.now() - firedAt.current < SWALLOW_CLICK_MS) return;
        cancel();
        onLongPress();
      },
    },
    /** True for the click that ends a long press. */
    swallowClick() {
      const swallow = Date.now() - firedAt.current < SWALLOW_CLICK_MS;
      firedAt.current = 0;
      return swallow;
    },
  };
}
