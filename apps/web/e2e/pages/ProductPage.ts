import { expect, type Locator, type Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The product page and the edit-product page (spec 01 §2), in Spanish. */
export class ProductPage {
  readonly addButton: Locator;
  readonly updateButton: Locator;
  readonly note: Locator;
  readonly increase: Locator;
  readonly decrease: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: /^Agregar .+ \| \$/ });
    this.updateButton = page.getByRole('button', { name: 'Actualizar', exact: true });
    this.note = page.getByRole('textbox', { name: 'Nota para la cocina' });
    this.increase = page.getByRole('button', { name: 'Aumentar cantidad' });
    this.decrease = page.getByRole('button', { name: 'Disminuir cantidad' });
  }

  async expectProduct(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  /** A size card: its name then its absolute price. */
  async chooseSize(name: string): Promise<void> {
    await this.page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)} \\$`) }).click();
  }

  /** An option of an extras group, a radio (single choice) or a checkbox. */
  async choose(option: string): Promise<void> {
    const name = new RegExp(`^${escapeRegExp(option)}( \\+\\$[\\d.]+)?$`);
    const radio = this.page.getByRole('radio', { name });
    await ((await radio.count()) > 0 ? radio : this.page.getByRole('checkbox', { name })).first().click();
  }

  async setQuantity(quantity: number): Promise<void> {
    const shown = this.page.getByTestId('quantity');
    for (let current = Number(await shown.textContent()); current < quantity; current++) await this.increase.click();
    for (let current = Number(await shown.textContent()); current > quantity; current--) await this.decrease.click();
    await expect(shown).toHaveText(String(quantity));
  }

  async expectAddPrice(price: string): Promise<void> {
    await expect(this.addButton).toHaveAccessibleName(new RegExp(`\\| ${escapeRegExp(price)}$`));
  }
}
