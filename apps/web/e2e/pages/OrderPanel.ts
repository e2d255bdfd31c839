import { expect, type Locator, type Page } from '@playwright/test';

/** The order beside the menu (spec 01 §2/§4), in Spanish. */
export class OrderPanel {
  readonly region: Locator;
  readonly lines: Locator;
  readonly subtotal: Locator;
  readonly sendButton: Locator;
  readonly cancellations: Locator;
  readonly pinDialog: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: /^Pedido · / });
    this.lines = this.region.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem');
    this.subtotal = this.region.getByTestId('order-subtotal');
    this.sendButton = this.region.getByRole('button', { name: 'Enviar comanda' });
    this.cancellations = this.region.getByRole('region', { name: 'Anulaciones por enviar' });
    this.pinDialog = page.getByRole('dialog', { name: 'Autorización' });
  }

  line(name: string): Locator {
    return this.lines.filter({ hasText: name });
  }

  /** Sends the command and returns the server's answer (the order and its print jobs). */
  async send(): Promise<{ jobs: { id: string; kind: string; items: { name: string; quantity: number }[] }[] }> {
    const answer = this.page.waitForResponse(
      (response) => response.url().endsWith('/command') && response.request().method() === 'POST',
    );
    await this.sendButton.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    // Loading disables the button too: the send is over on this page once it stops loading (CI: a
    // 'Volver' clicked between the answer and the page taking it asked to discard unsent products).
    await expect(this.sendButton).not.toHaveAttribute('data-loading');
    await expect(this.sendButton).toBeDisabled();
    return response.json();
  }

  /** Removes a line; a sent one is confirmed, then authorized with `pin` when the server asks for one. */
  async remove(name: string, pin?: string): Promise<void> {
    await this.region.getByRole('button', { name: `Quitar ${name}` }).click();
    const confirm = this.page.getByRole('dialog', { name: `¿Quitar ${name}?` });
    if (pin === undefined) return;
    await confirm.getByRole('button', { name: 'Quitar' }).click();
    await expect(this.pinDialog).toBeVisible();
    for (const digit of pin) await this.pinDialog.getByRole('button', { name: digit, exact: true }).click();
    await this.pinDialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(this.pinDialog).toBeHidden();
  }

  async edit(name: string): Promise<void> {
    await this.region.getByRole('button', { name: `Editar ${name}` }).click();
  }
}
