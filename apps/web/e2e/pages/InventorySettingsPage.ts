import { expect, type Locator, type Page } from '@playwright/test';

/** Spec 02 §2 `/settings/inventory`: products, sides (Adicionales) and categories tabs (Spanish texts). */
export class InventorySettingsPage {
  readonly products: Locator;
  readonly extras: Locator;
  readonly categories: Locator;
  readonly newProduct: Locator;
  readonly bulkBar: Locator;

  constructor(readonly page: Page) {
    this.products = page.getByRole('table', { name: 'Productos' });
    this.extras = page.getByRole('table', { name: 'Grupos de adicionales' });
    this.categories = page.getByRole('table', { name: 'Categorías' });
    this.newProduct = page.getByRole('dialog', { name: 'Nuevo producto' });
    this.bulkBar = page.getByRole('region', { name: 'Acciones sobre la selección' });
  }

  async open(tab?: 'extras' | 'categories'): Promise<void> {
    await this.page.goto(`/settings/inventory${tab ? `?tab=${tab}` : ''}`);
    await expect(tab === 'extras' ? this.extras : tab === 'categories' ? this.categories : this.products).toBeVisible();
  }

  async tab(name: 'Productos' | 'Adicionales' | 'Categorías'): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  productDialog(name: string): Locator {
    return this.page.getByRole('dialog', { name: `Producto: ${name}` });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  }

  /** A notice the app shows after a save ('Registros actualizados', 'Registro creado'). */
  notice(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  /** A new extras group whose options are the named menu products (each found with the product search). */
  async createExtrasGroup(name: string, options: string[]): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo grupo' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Nuevo grupo de adicionales' });
    await modal.getByRole('textbox', { name: 'Nombre' }).fill(name);
    for (const option of options) {
      await modal.getByRole('combobox', { name: 'Agregar producto' }).fill(option);
      await this.page.getByRole('option', { name: option, exact: true }).click();
      await expect(modal.getByRole('listitem', { name: option })).toBeVisible();
    }
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal).toBeHidden();
    await expect(this.extras.getByRole('row').filter({ hasText: name })).toBeVisible();
  }

  /**
   * Sets an extras option's own ingredient lines through its group's editor (issue 17), as an admin
   * would: the listed ingredients with their quantities typed in each ingredient's unit ('30', '0,15'),
   * any other line removed; saved, then both editors closed. Call it on the extras tab.
   */
  async setOptionIngredients(
    groupName: string,
    optionName: string,
    lines: readonly { ingredient: string; quantity: string }[],
  ): Promise<void> {
    const editor = await this.openOptionIngredients(groupName, optionName);
    const rows = editor.getByRole('list', { name: 'Ingredientes' }).getByRole('listitem');
    const wanted = new Set(lines.map((line) => line.ingredient));
    for (const name of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))) {
      if (!wanted.has(name)) await editor.getByRole('button', { name: `Quitar ${name}`, exact: true }).click();
    }
    for (const line of lines) {
      const row = editor.getByRole('listitem', { name: line.ingredient, exact: true });
      if ((await row.count()) === 0) {
        await editor.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(line.ingredient);
        await this.page.getByRole('option', { name: line.ingredient, exact: true }).click();
      }
      await row.getByRole('textbox', { name: /^Cantidad/ }).fill(line.quantity);
    }
    await editor.getByRole('button', { name: 'Guardar ingredientes' }).click();
    await expect(this.notice('Ingredientes guardados')).toBeVisible();
    await editor.getByRole('button', { name: 'Cerrar' }).click();
    await expect(editor).toBeHidden();
    const group = this.extrasDialog(groupName);
    await group.getByRole('button', { name: 'Cancelar' }).click();
    await expect(group).toBeHidden();
  }

  extrasDialog(groupName: string): Locator {
    return this.page.getByRole('dialog', { name: `Adicionales: ${groupName}` });
  }

  /** An extras option's ingredient lines editor, over its group's editor. */
  optionIngredients(optionName: string): Locator {
    return this.page.getByRole('dialog', { name: `Ingredientes: ${optionName}` });
  }

  /** Finds the group (search), opens its editor and the option's ingredient lines, once they are read. */
  async openOptionIngredients(groupName: string, optionName: string): Promise<Locator> {
    await this.search(groupName);
    await this.page.getByRole('button', { name: `Editar ${groupName}`, exact: true }).click();
    await this.extrasDialog(groupName)
      .getByRole('listitem', { name: optionName, exact: true })
      .getByRole('button', { name: `Ingredientes de ${optionName}`, exact: true })
      .click();
    const editor = this.optionIngredients(optionName);
    // The editor shows a loader until the stored lines are read; then its save button.
    await expect(editor.getByRole('button', { name: 'Guardar ingredientes' })).toBeVisible();
    return editor;
  }

  /** Fills the new product's info tab; a category not found is created with Enter. */
  async fillNewProduct(product: {
    name: string;
    price: string;
    category: string;
    sizes: { name: string; price: string }[];
  }): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo producto' }).click();
    const modal = this.newProduct;
    await expect(modal).toBeVisible();
    await modal.getByRole('textbox', { name: 'Nombre' }).fill(product.name);
    await modal.getByRole('textbox', { name: 'Precio', exact: true }).fill(product.price);
    const category = modal.getByRole('combobox', { name: 'Categoría' });
    await category.fill(product.category);
    await category.press('Enter');
    await expect(category).toHaveValue(product.category);
    for (const [index, size] of product.sizes.entries()) {
      await modal.getByRole('button', { name: 'Agregar tamaño' }).click();
      await modal.getByRole('textbox', { name: `Tamaño ${index + 1}`, exact: true }).fill(size.name);
      await modal.getByRole('textbox', { name: `Precio del tamaño ${index + 1}` }).fill(size.price);
    }
  }

  /** Picks the products (by their checkboxes) and runs a bulk action; a delete is confirmed. */
  async bulk(action: string, ...names: string[]): Promise<void> {
    for (const name of names)
      await this.page.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }).check();
    await this.bulkBar.getByRole('button', { name: action, exact: true }).click();
    if (action === 'Eliminar') {
      const confirm = this.page.getByRole('dialog', { name: 'Confirmación' });
      await confirm.getByRole('button', { name: 'Sí' }).click();
      await expect(confirm).toBeHidden();
    }
  }
}
