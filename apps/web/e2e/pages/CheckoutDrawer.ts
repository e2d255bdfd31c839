import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { clickReachingPage } from '../tap';

/** Types an amount on a number pad, key by key, as a cashier would. */
export async function typeOnPad(pad: Locator, digits: string): Promise<void> {
  for (const digit of digits) await pad.getByRole('button', { name: digit, exact: true }).click();
}

/** The close-table drawer and the self-service payment (spec 01 §2), in Spanish. */
export class CheckoutDrawer {
  readonly dialog: Locator;
  readonly total: Locator;
  readonly liveChange: Locator;
  readonly chargeButton: Locator;

  constructor(
    readonly page: Page,
    title: string | RegExp,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.total = this.dialog.getByTestId('charge-total');
    this.liveChange = this.dialog.getByTestId('live-change');
    this.chargeButton = this.dialog.getByRole('button', { name: 'Cobrar', exact: true });
  }

  summary(row: 'subtotal' | 'discount' | 'tip' | 'total'): Locator {
    return this.dialog.getByTestId(`summary-${row}`);
  }

  async chooseMethod(name: string): Promise<void> {
    await this.dialog.getByRole('radio', { name, exact: true }).click();
  }

  async typeReceived(digits: string): Promise<void> {
    await typeOnPad(this.dialog.getByRole('group', { name: 'Teclado de Valor recibido' }), digits);
  }

  async splitEqually(parts: number): Promise<void> {
    await this.dialog.getByRole('radio', { name: 'Partes iguales' }).click();
    const shown = this.dialog.getByTestId('parts');
    for (let current = Number(await shown.textContent()); current < parts; current++) {
      await this.dialog.getByRole('button', { name: 'Una parte más' }).click();
    }
    await expect(shown).toHaveText(String(parts));
  }

  shares(): Locator {
    return this.dialog.getByRole('list', { name: 'Valor de cada parte' }).getByRole('listitem');
  }

  /** Charges and returns the server's answer. */
  async charge(): Promise<Response> {
    const answer = this.page.waitForResponse(
      (response) =>
        /\/api\/(tables\/[^/]+\/close|orders\/self-service)$/.test(response.url()) &&
        response.request().method() === 'POST',
    );
    await this.chargeButton.click();
    return answer;
  }
}

/** The sales discount form (SALES context), in Spanish. */
export class SalesDiscountForm {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Descuento de venta' });
  }

  async fill(reason: string, type: 'Porcentaje (%)' | 'Valor ($)', value: string): Promise<void> {
    await this.dialog.getByRole('radio', { name: reason }).click();
    await this.dialog.getByRole('radio', { name: type }).click();
    await typeOnPad(this.dialog.getByRole('group', { name: 'Teclado de Valor del descuento' }), value);
  }

  async apply(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Aplicar' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** The dialog after a close: success, or the change to give back. */
export class ChargeResult {
  readonly dialog: Locator;
  readonly change: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(Pago exitoso|Entregar cambio)$/ });
    this.change = this.dialog.getByTestId('change-given');
  }

  /** The change to give waits for 'Listo'; a plain success closes itself (issue 14). */
  async done(): Promise<void> {
    if (await this.change.isVisible()) await clickReachingPage(this.dialog.getByRole('button', { name: 'Listo' }));
    await expect(this.dialog).toBeHidden();
  }
}
