import { expect, type Locator, type Page } from '@playwright/test';

/** Spec 02 §2 `/settings_cashiers`: tabs Cajas and Movimientos (Spanish texts). */
export class CashiersSettingsPage {
  readonly movements: Locator;
  readonly cashiers: Locator;

  constructor(readonly page: Page) {
    this.movements = page.getByRole('table', { name: 'Movimientos' });
    this.cashiers = page.getByRole('table', { name: 'Cajas' });
  }

  async openMovements(): Promise<void> {
    await this.page.goto('/settings_cashiers?tab=movements');
    await expect(this.movements).toBeVisible();
  }

  movementsOf(cashier: string): Locator {
    return this.movements.getByRole('row').filter({ has: this.page.getByRole('cell', { name: cashier, exact: true }) });
  }

  statusOf(row: Locator): Locator {
    return row.locator('[data-status]');
  }

  async deleteMovement(row: Locator, cashier: string): Promise<void> {
    await row.getByRole('button', { name: `Eliminar movimiento de ${cashier}` }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Confirmación' });
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await expect(confirm).toBeHidden();
  }
}
