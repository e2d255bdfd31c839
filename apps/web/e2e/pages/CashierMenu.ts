import { expect, type Locator, type Page } from '@playwright/test';

/** The coin and bill counting fields of the open and close drawers. */
export class CountForm {
  readonly total: Locator;

  constructor(readonly dialog: Locator) {
    this.total = dialog.page().getByTestId('count-total');
  }

  /** Types how many pieces of one coin or bill there are ('Billetes', '$50.000'). */
  async setPieces(kind: 'Monedas' | 'Billetes', value: string, pieces: number): Promise<void> {
    const field = this.dialog.getByRole('textbox', { name: `${kind} de ${value}`, exact: true });
    await field.fill(String(pieces));
  }
}

/** Spec 01 §2 top bar cashier menu and its open and close drawers (Spanish texts). */
export class CashierMenu {
  readonly topBar: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
  }

  button(label: string): Locator {
    return this.topBar.getByRole('button', { name: `Caja: ${label}`, exact: true });
  }

  async expectLabel(label: string): Promise<void> {
    await expect(this.button(label)).toBeVisible();
  }

  private async choose(item: 'Abrir caja' | 'Cerrar caja'): Promise<void> {
    await this.topBar.getByRole('button', { name: /^Caja: / }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async openDrawer(): Promise<{ dialog: Locator; count: CountForm }> {
    await this.choose('Abrir caja');
    const dialog = this.page.getByRole('dialog', { name: 'Abrir caja' });
    await expect(dialog).toBeVisible();
    return { dialog, count: new CountForm(dialog) };
  }

  async closeDrawer(cashier: string): Promise<CloseDrawer> {
    await this.choose('Cerrar caja');
    const dialog = this.page.getByRole('dialog', { name: `Cerrar ${cashier}` });
    await expect(dialog).toBeVisible();
    return new CloseDrawer(dialog);
  }
}

export class CloseDrawer {
  readonly count: CountForm;
  readonly totalDifference: Locator;

  constructor(readonly dialog: Locator) {
    this.count = new CountForm(dialog);
    this.totalDifference = dialog.locator('[data-method="total"] [data-difference]');
  }

  method(name: string): Locator {
    return this.dialog.locator(`[data-method="${name}"]`);
  }

  async setCounted(method: string, amount: string): Promise<void> {
    await this.dialog.getByRole('textbox', { name: `Contado en ${method}` }).fill(amount);
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Cerrar caja' }).click();
  }
}
