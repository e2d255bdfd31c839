import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  name: string;
  email: string;
  /** As the role select shows it ('Mesero'). */
  role: string;
  /** Typed into the cashier picker, then picked by its full name. */
  cashier?: { search: string; name: string };
  pin?: string;
}

/** Spec 02 §2 `/settings/users`: tabs Usuarios and Clientes (Spanish texts). */
export class UsersSettingsPage {
  readonly users: Locator;
  readonly drawer: Locator;
  readonly codeDialog: Locator;

  constructor(readonly page: Page) {
    this.users = page.getByRole('table', { name: 'Usuarios' });
    this.drawer = page.getByRole('dialog', { name: 'Nuevo usuario' });
    this.codeDialog = page.getByRole('dialog', { name: 'Código para crear la contraseña' });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/users');
    await expect(this.users).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  }

  row(name: string): Locator {
    // The name cell also shows the email: a row is found by its checkbox's name.
    return this.users
      .getByRole('row')
      .filter({ has: this.page.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }) });
  }

  status(name: string): Locator {
    return this.row(name).locator('[data-status]');
  }

  /** Opens the drawer and fills it; the caller saves (or checks the form first). */
  async fillNewUser(user: NewUser): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    await expect(this.drawer).toBeVisible();
    await this.drawer.getByRole('textbox', { name: 'Nombre' }).fill(user.name);
    await this.drawer.getByRole('textbox', { name: 'Correo electrónico' }).fill(user.email);
    await this.drawer.getByRole('combobox', { name: 'Rol' }).click();
    await this.page.getByRole('option', { name: user.role, exact: true }).click();
    if (user.cashier) {
      const picker = this.drawer
        .getByRole('combobox', { name: 'Caja', exact: true })
        .or(this.drawer.getByRole('textbox', { name: 'Caja', exact: true }));
      await picker.fill(user.cashier.search);
      await this.page.getByRole('option', { name: user.cashier.name, exact: true }).click();
      await expect(picker).toHaveValue(user.cashier.name);
    }
    if (user.pin) await this.drawer.getByLabel('PIN').fill(user.pin);
  }

  /** Saves the new user; the one-time code the administrator hands over. */
  async saveNewUser(): Promise<string> {
    await this.drawer.getByRole('button', { name: 'Guardar' }).click();
    await expect(this.codeDialog).toBeVisible();
    return (await this.codeDialog.getByTestId('password-code').textContent())!.trim();
  }

  async closeCodeDialog(): Promise<void> {
    await this.codeDialog.getByRole('button', { name: 'Listo' }).click();
    await expect(this.codeDialog).toBeHidden();
  }

  /** Picks the users and deactivates them with the bulk action, confirming. */
  async deactivate(...names: string[]): Promise<void> {
    for (const name of names) await this.page.getByRole('checkbox', { name: `Seleccionar ${name}` }).check();
    await this.page.getByRole('button', { name: 'Desactivar', exact: true }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Confirmación' });
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await expect(confirm).toBeHidden();
  }
}
