import type { Locator } from '@playwright/test';

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
