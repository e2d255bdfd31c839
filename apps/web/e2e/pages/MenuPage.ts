import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../patterns';
import { scaled } from '../timeouts';
import { OrderPanel } from './OrderPanel';
import { ProductPage } from './ProductPage';

/** The menu shell at /menu/home (spec 01 §2), in Spanish. */
export class MenuPage {
  readonly tableName: Locator;
  readonly returnButton: Locator;
  readonly transferButton: Locator;
  readonly categories: Locator;
  readonly order: Locator;
  readonly orderPanel: OrderPanel;
  readonly product: ProductPage;
  readonly breadcrumb: Locator;

  constructor(readonly page: Page) {
    this.tableName = page.getByRole('heading', { level: 1 });
    this.returnButton = page.getByRole('contentinfo').getByRole('button', { name: 'Volver' });
    this.transferButton = page.getByRole('contentinfo').getByRole('button', { name: 'Transferir' });
    this.categories = page.getByRole('list');
    this.order = page.getByRole('region', { name: /^Pedido · / });
    this.orderPanel = new OrderPanel(page);
    this.product = new ProductPage(page);
    this.breadcrumb = page.getByRole('navigation', { name: 'Ubicación' });
  }

  async home(): Promise<void> {
    const atHome = () => /\/menu\/home$/.test(new URL(this.page.url()).pathname);
    // After an add the product page goes home by itself (spec 01 §9): the breadcrumb's link may go first.
    await expect(async () => {
      if (!atHome()) await this.breadcrumb.getByRole('link', { name: 'Menú' }).click({ timeout: 2000 });
      expect(atHome()).toBe(true);
    }).toPass({ timeout: scaled(30_000) });
  }

  async openCategory(name: string): Promise<void> {
    const link = this.page.getByRole('link', { name: `Ver productos de ${name}` });
    const heading = this.page.getByRole('heading', { level: 2, name, exact: true });
    // A toast over the categories (a COMMAND ERROR stays until read, spec 01 §9, and may come from this
    // user's job on another terminal; offline, failed reads say so): a waiter reads it and closes it.
    await expect(async () => {
      // On a busy machine a click can land after its own timeout: the category is open, nothing to retry
      // (retrying looked for the link on the category's page until the bound: CI's offline.spec failures).
      if (await heading.isVisible()) return;
      const toasts = this.page.getByRole('alert').filter({ has: this.page.getByRole('button', { name: 'Cerrar' }) });
      for (const toast of await toasts.all())
        await toast
          .getByRole('button', { name: 'Cerrar' })
          .click({ timeout: 1000 })
          .catch(() => undefined);
      await link.click({ timeout: 2000 });
    }).toPass({ timeout: scaled(30_000) });
    await expect(heading).toBeVisible();
  }

  /**
   * A product's page from its card on the screen shown (category, favorites or search results): the
   * card itself, or its details link where a tap on the card adds the product.
   */
  async openProduct(name: string): Promise<void> {
    await this.page
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}\\s*\\$`) })
      .or(this.page.getByRole('link', { name: `Detalles de ${name}` }))
      .first()
      .click();
    await this.product.expectProduct(name);
  }

  async expectTable(name: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/menu\/home$/);
    await expect(this.tableName).toHaveText(name);
  }

  async leave(): Promise<void> {
    await this.returnButton.click();
    await expect(this.page).toHaveURL(/\/pos/);
  }
}
