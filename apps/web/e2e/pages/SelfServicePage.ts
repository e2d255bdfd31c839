import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from '../patterns';

/** The self-service tab, /pos?mainTab=2 (spec 01 §2), in Spanish. */
export class SelfServicePage {
  readonly cart: Locator;
  readonly lines: Locator;
  readonly breadcrumb: Locator;
  readonly completeButton: Locator;

  constructor(readonly page: Page) {
    this.cart = page.getByRole('region', { name: 'Pedido de autoservicio' });
    this.lines = this.cart.getByRole('list', { name: 'Productos del pedido de autoservicio' }).getByRole('listitem');
    this.breadcrumb = page.getByRole('navigation', { name: 'Ubicación en autoservicio' });
    this.completeButton = this.cart.getByRole('button', { name: 'Completar pedido' });
  }

  async open(): Promise<void> {
    await this.page.goto('/pos?mainTab=2');
    await expect(this.cart).toBeVisible();
  }

  async openCategory(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Ver productos de ${name}` }).click();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  async add(product: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${escapeRegExp(product)}\\s*\\$`) }).click();
    await this.page.getByRole('button', { name: /^Agregar .+ \| \$/ }).click();
    await expect(this.lines.filter({ hasText: product })).toHaveCount(1);
  }
}
