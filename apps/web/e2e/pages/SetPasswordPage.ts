import { expect, type Locator, type Page } from '@playwright/test';

/** The public screen where a new user sets their password with the administrator's code (Spanish texts). */
export class SetPasswordPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Crear contraseña' });
  }

  async open(code: string): Promise<void> {
    await this.page.goto(`/set-password#code=${encodeURIComponent(code)}`);
    await expect(this.heading).toBeVisible();
  }

  greeting(name: string): Locator {
    return this.page.getByText(`Hola ${name}:`);
  }

  async setPassword(password: string): Promise<void> {
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByLabel('Repite la contraseña').fill(password);
    await this.page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(this.page.getByRole('status')).toContainText('Contraseña guardada');
  }
}
