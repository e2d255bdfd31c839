import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/printers` (spec 01 §2): printers, print jobs and printer per product, in Spanish. */
export class PrintersSettingsPage {
  readonly addButton: Locator;
  readonly form: Locator;
  readonly jobs: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Agregar impresora' });
    this.form = page.getByRole('dialog', { name: 'Agregar impresora' });
    this.jobs = page.getByRole('table', { name: 'Trabajos de impresión' });
  }

  async open(tab: 'printers' | 'jobs' | 'products' = 'printers'): Promise<void> {
    await this.page.goto(tab === 'printers' ? '/settings/printers' : `/settings/printers?tab=${tab}`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Impresoras' })).toBeVisible();
  }

  printer(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async add(printer: { name: string; host: string; port: number; width?: 80 | 58 }): Promise<void> {
    await this.addButton.click();
    await expect(this.form).toBeVisible();
    await this.form.getByRole('textbox', { name: 'Nombre', exact: true }).fill(printer.name);
    await this.form.getByRole('textbox', { name: 'Dirección IP o nombre de red' }).fill(printer.host);
    await this.form.getByRole('textbox', { name: 'Puerto' }).fill(String(printer.port));
    if (printer.width === 58) await this.form.getByText('58 mm', { exact: true }).click();
    const created = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/printers') && response.request().method() === 'POST',
    );
    await this.form.getByRole('button', { name: 'Agregar', exact: true }).click();
    expect((await created).status()).toBe(201);
    await expect(this.form).toBeHidden();
    await expect(this.printer(printer.name)).toBeVisible();
  }

  /** Sends a test page; the card then shows what the printer answered. */
  async testPrint(name: string): Promise<void> {
    await this.printer(name).getByRole('button', { name: 'Imprimir prueba' }).click();
    await expect(this.page.getByText(`Prueba impresa en ${name}`)).toBeVisible();
  }

  async remove(name: string): Promise<void> {
    await this.printer(name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    const confirm = this.page.getByRole('dialog', { name: `¿Eliminar ${name}?` });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(this.printer(name)).toHaveCount(0);
  }

  /** The jobs list's rows for a printer, newest first. */
  jobsOn(printer: string): Locator {
    return this.jobs.getByRole('row').filter({ has: this.page.getByRole('cell', { name: printer, exact: true }) });
  }

  statusOf(row: Locator): Locator {
    return row.locator('[data-job-status]');
  }
}
