import type { Page } from '@playwright/test';

/**
 * Until the page looks finished by its own signals: fonts loaded, the animations and transitions that
 * end (a dialog or drawer opening, a toast sliding in) ended, and images decoded. What a picture of
 * a screen waits for, instead of a fixed pause that a busy machine outruns.
 */
export async function visuallySettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await document.fonts.ready;
    for (;;) {
      // Two frames: a transition just triggered by a render has started by then.
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter(
          (animation) =>
            (animation.pending || animation.playState === 'running') &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      if (ending.length === 0) break;
      await Promise.all(ending.map((animation) => animation.finished.catch(() => null)));
    }
    await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}
