import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/billing` (spec 01 §2): the bill's settings and their live 80 mm preview, in Spanish. */
export class BillingSettingsPage {
  readonly consecutive: Locator;
  readonly header: Locator;
  readonly footer: Locator;
  readonly qr: Locator;
  readonly saveButton: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.consecutive = page.getByRole('textbox', { name: 'Consecutivo' });
    this.header = page.getByRole('textbox', { name: 'Encabezado' });
    this.footer = page.getByRole('textbox', { name: 'Pie de página' });
    this.qr = page.getByRole('textbox', { name: 'Contenido del código QR' });
    this.saveButton = page.getByRole('button', { name: 'Guardar cambios' });
    this.preview = page.getByRole('img', { name: 'Vista previa de la cuenta de 80 mm' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/billing');
    await expect(this.header).toBeVisible();
  }

  async save(): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/billing-config') && response.request().method() === 'PUT',
    );
    await this.saveButton.click();
    expect((await saved).status()).toBe(200);
    await expect(this.page.getByText('Cambios guardados').last()).toBeVisible();
    await expect(this.saveButton).toBeDisabled();
  }
}
