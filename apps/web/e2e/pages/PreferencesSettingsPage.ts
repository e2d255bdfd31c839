import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/preferences` (spec 02 §2/§3): order PIN, tips and taxes, in Spanish. */
export class PreferencesSettingsPage {
  readonly orderPin: Locator;
  readonly tips: Locator;
  readonly taxes: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.orderPin = page.getByRole('switch', { name: 'Pedir PIN para quitar lo enviado a cocina' });
    this.tips = page.getByRole('region', { name: 'Propinas' });
    this.taxes = page.getByRole('region', { name: 'Impuestos' });
    this.saveButton = page.getByRole('button', { name: 'Guardar preferencias' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/preferences');
    await expect(this.orderPin).toBeVisible();
  }

  tipRow(number: number): Locator {
    return this.tips.getByRole('group', { name: `Propina ${number}`, exact: true });
  }

  taxRow(number: number): Locator {
    return this.taxes.getByRole('group', { name: `Impuesto ${number}`, exact: true });
  }

  /** Adds a tax at the end of the list: name, value in percent, included in the price or added. */
  async addTax(name: string, percent: string, includeCost: boolean): Promise<void> {
    const count = await this.taxes.getByRole('group', { name: /^Impuesto \d+$/ }).count();
    await this.taxes.getByRole('button', { name: 'Agregar impuesto' }).click();
    const row = this.taxRow(count + 1);
    await row.getByRole('textbox', { name: 'Nombre' }).fill(name);
    await row.getByRole('textbox', { name: 'Valor' }).fill(percent);
    const included = row.getByRole('switch', { name: 'Incluido en el precio' });
    if ((await included.isChecked()) !== includeCost) await included.click({ force: true });
  }

  /** Saves and waits for the server's 200. */
  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/preferences') && response.request().method() === 'POST',
    );
    await this.saveButton.click();
    expect((await saved).status()).toBe(200);
    await expect(this.page.getByText('Registro actualizado').last()).toBeVisible();
    await expect(this.saveButton).toBeDisabled();
  }
}
