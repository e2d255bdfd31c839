import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, useLongPress } from './useLongPress';

function PressMe({ onLongPress, onTap }: { onLongPress(): void; onTap(): void }) {
  const press = useLongPress(onLongPress);
  return (
    <button type="button" {...press.handlers} onClick={() => !press.swallowClick() && onTap()}>
      Mesa 1
    </button>
  );
}

function setup() {
  const onLongPress = vi.fn();
  const onTap = vi.fn();
  render(<PressMe onLongPress={onLongPress} onTap={onTap} />);
  const button = screen.getByRole('button', { name: 'Mesa 1' });
  // The press is stamped with the page's clock at 0; each test sets the clock the timer reads.
  const down = () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    fireEvent.pointerDown(button, { button: 0 });
  };
  return { button, down, onLongPress, onTap };
}

/** The page's clock (performance.now) `ms` after the press. */
const pageClockAt = (ms: number) => vi.spyOn(performance, 'now').mockReturnValue(ms);

describe('long press', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls its action when the finger stays down, and swallows the click that ends it', async () => {
    vi.useFakeTimers();
    const { button, down, onLongPress, onTap } = setup();
    down();
    pageClockAt(LONG_PRESS_MS);
    await act(() => vi.advanceTimersByTimeAsync(LONG_PRESS_MS));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onTap).not.toHaveBeenCalled();
  });

  it('keeps a quick tap a tap when a busy page runs the timer late, before the queued release', async () => {
    vi.useFakeTimers();
    const { button, down, onLongPress, onTap } = setup();
    down();
    // The page was busy: the timer runs 700 ms after the press, the release still waiting behind it.
    pageClockAt(700);
    await act(() => vi.advanceTimersByTimeAsync(LONG_PRESS_MS));
    expect(onLongPress).not.toHaveBeenCalled();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onLongPress).not.toHaveBeenCalled();
    expect(onTap).toHaveBeenCalledTimes(1);
  });

  it('still counts a late press as long when no release follows', async () => {
    vi.useFakeTimers();
    const { down, onLongPress } = setup();
    down();
    pageClockAt(700);
    await act(() => vi.advanceTimersByTimeAsync(LONG_PRESS_MS + 200));
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });
});
