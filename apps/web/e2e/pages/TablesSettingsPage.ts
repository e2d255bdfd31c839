import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/tables` (spec 01 §2): the tables admin list, rooms and their tables, in Spanish. */
export class TablesSettingsPage {
  readonly newRoomButton: Locator;
  readonly editDialog: Locator;

  constructor(readonly page: Page) {
    this.newRoomButton = page.getByRole('button', { name: 'Nuevo salón' });
    this.editDialog = page.getByRole('dialog', { name: /^Editar / });
  }

  async open(): Promise<void> {
    await this.page.goto('/settings/tables');
    await expect(this.page.getByRole('heading', { name: 'Mesas', level: 2 })).toBeVisible();
  }

  room(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async createRoom(name: string): Promise<void> {
    await this.newRoomButton.click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuevo salón' });
    await dialog.getByRole('textbox', { name: 'Nombre del salón' }).fill(name);
    await dialog.getByRole('button', { name: 'Guardar salón' }).click();
    await expect(this.room(name)).toBeVisible();
  }

  /** Opens a table's edit form; `fields` are typed in, then saved. */
  async edit(table: string, fields: { name?: string; number?: string; room?: string }): Promise<void> {
    await this.page.getByRole('button', { name: `Editar ${table}`, exact: true }).click();
    await expect(this.editDialog).toBeVisible();
    if (fields.name !== undefined) await this.editDialog.getByRole('textbox', { name: 'Nombre' }).fill(fields.name);
    if (fields.number !== undefined)
      await this.editDialog.getByRole('textbox', { name: 'Número de mesa' }).fill(fields.number);
    if (fields.room !== undefined) {
      await this.editDialog.getByRole('combobox', { name: 'Salón', exact: true }).selectOption({ label: fields.room });
    }
    await this.editDialog.getByRole('button', { name: 'Guardar' }).click();
  }

  async delete(table: string): Promise<void> {
    await this.page.getByRole('button', { name: `Eliminar ${table}`, exact: true }).click();
    await this.page
      .getByRole('dialog', { name: `¿Eliminar ${table}?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
  }
}
