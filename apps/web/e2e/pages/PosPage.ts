import { expect, type Locator, type Page } from '@playwright/test';
import { atPath } from '../patterns';

export class PosPage {
  readonly topBar: Locator;
  readonly logoutButton: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.logoutButton = this.topBar.getByRole('button', { name: 'Cerrar sesión' });
    this.tabs = page.getByRole('tab');
  }

  async expectLoadedFor(userName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/pos/);
    await expect(this.topBar.getByText(userName).first()).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.logoutButton.click();
    // Sign-out reloads the page, and the router moves to the login too: one of the two navigations is
    // aborted, and the address it ends on is what counts (atPath says why a pattern).
    await expect(this.page).toHaveURL(atPath('/login'));
  }
}
