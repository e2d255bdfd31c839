import { expect, type Locator } from '@playwright/test';
import { scaled } from './timeouts';

/**
 * A tap the browser receives whole. `click()` sends the press and the release as two messages: on a
 * busy machine the test runner can pause between them for over the 550 ms that makes a long press,
 * and the table's shortcut menu or the product's page opens instead. One CDP tap gesture (50 ms)
 * cannot be split, and Playwright's own checks (visible, stable, not covered) still run first.
 */
export async function tap(target: Locator): Promise<void> {
  const page = target.page();
  for (let attempt = 0; ; attempt++) {
    await target.click({ trial: true });
    // The point is the target's own in the page as it is now, or the page moved since the check.
    const point = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const hit = document.elementFromPoint(x, y);
      return hit && element.contains(hit) ? { x, y } : null;
    });
    if (point) {
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('Input.synthesizeTapGesture', { ...point, duration: 50, gestureSourceType: 'mouse' });
      } finally {
        await cdp.detach();
      }
      return;
    }
    if (attempt === 20) throw new Error(`${target} stays covered: nothing to tap`);
  }
}

/** The presses the page has received (capture phase, before the app), counted from the first call. */
const receivedPresses = (target: Locator) =>
  target.page().evaluate(() => {
    const win = window as unknown as { receivedPresses?: number };
    if (win.receivedPresses === undefined) {
      win.receivedPresses = 0;
      document.addEventListener('pointerdown', () => (win.receivedPresses = (win.receivedPresses ?? 0) + 1), true);
    }
    return win.receivedPresses;
  });

/**
 * A click the page received. On a loaded 2-core runner Chromium now and then acknowledges an input
 * and delivers no event to the page at all (speed.spec's traces; offline.spec's 'Listo', clicked and
 * never handled): a click with no press in the page, its target still there, is sent again, at most
 * twice. A press the page received and then lost is the app's fault, and the caller's checks fail.
 */
export async function clickReachingPage(target: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = await receivedPresses(target);
    await target.click();
    const arrived = await expect
      .poll(async () => !(await target.isVisible()) || (await receivedPresses(target)) > before, {
        timeout: scaled(15_000),
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (arrived) return;
    if (attempt === 3) throw new Error(`Three clicks on ${target} never reached the page`);
    console.log(`${target}: Chromium delivered no press to the page; clicked again`);
  }
}
