import { expect, type Page } from '@playwright/test';

/**
 * Watches the page for `text` from now on and returns the check that it appeared. For a message that
 * shows briefly and leaves by itself (the transfer's 2 s): polling for it can miss the window on a
 * busy machine, an observer in the page cannot.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate((wanted) => {
    const watched = window as unknown as { shownTexts?: Set<string> };
    watched.shownTexts ??= new Set();
    const seen = watched.shownTexts;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(wanted)) return;
      seen.add(wanted);
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () =>
    expect
      .poll(
        () =>
          page.evaluate((wanted) => (window as unknown as { shownTexts: Set<string> }).shownTexts.has(wanted), text),
        {
          message: `"${text}" was shown`,
        },
      )
      .toBe(true);
}
