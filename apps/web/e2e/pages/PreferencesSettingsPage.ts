import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/preferences` (spec 02 §2/§3): order PIN, tips, taxes and delivery fees, in Spanish. */
export class PreferencesSettingsPage {
  readonly orderPin: Locator;
  readonly tips: Locator;
  readonly taxes: Locator;
  readonly deliveryFees: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.orderPin = page.getByRole('switch', { name: 'Pedir PIN para quitar lo enviado a cocina' });
    this.tips = page.getByRole('region', { name: 'Propinas' });
    this.taxes = page.getByRole('region', { name: 'Impuestos' });
    this.deliveryFees = page.getByRole('region', { name: 'Domicilios' });
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

  /** Replaces the usual delivery fees with these, as typed ('4.500'). */
  async setDeliveryFees(fees: string[]): Promise<void> {
    const fields = this.deliveryFees.getByRole('textbox', { name: /^Valor \d+$/ });
    while ((await fields.count()) > 0) {
      const count = await fields.count();
      await this.deliveryFees.getByRole('button', { name: 'Quitar el valor 1' }).click();
      await expect(fields).toHaveCount(count - 1);
    }
    await expect(this.deliveryFees.getByText('Sin valores habituales.')).toBeVisible();
    for (const [index, fee] of fees.entries()) {
      await this.deliveryFees.getByRole('button', { name: 'Agregar valor' }).click();
      await this.deliveryFees.getByRole('textbox', { name: `Valor ${index + 1}`, exact: true }).fill(fee);
    }
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
