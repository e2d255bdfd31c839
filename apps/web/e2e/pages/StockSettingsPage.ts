import { expect, type Locator, type Page } from '@playwright/test';

export interface RecipeLine {
  ingredient: string;
  /** As typed, in the ingredient's unit ('0,15' kg). */
  quantity: string;
  /** A size's name; absent: every size. */
  size?: string;
}

/** The inventory's stock screens (issue 17): ingredients, movements and a product's recipe, in Spanish. */
export class StockSettingsPage {
  readonly ingredients: Locator;
  readonly movements: Locator;

  constructor(readonly page: Page) {
    this.ingredients = page.getByRole('table', { name: 'Ingredientes' });
    this.movements = page.getByRole('table', { name: 'Movimientos' });
  }

  async openIngredients(): Promise<void> {
    await this.page.goto('/settings/inventory?tab=ingredients');
    await expect(this.ingredients).toBeVisible();
  }

  async openMovements(): Promise<void> {
    await this.page.goto('/settings/inventory?tab=movements');
    await expect(this.movements).toBeVisible();
  }

  ingredientRow(name: string): Locator {
    return this.ingredients.getByRole('row').filter({ hasText: name });
  }

  /** A new ingredient from its modal; `unit` as the select offers it ('kilogramos (kg)'). */
  async createIngredient(ingredient: { name: string; unit: string; cost: string; initial?: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Nuevo ingrediente' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Nuevo ingrediente' });
    await modal.getByRole('textbox', { name: 'Nombre' }).fill(ingredient.name);
    await modal.getByRole('combobox', { name: 'Unidad' }).click();
    await this.page.getByRole('option', { name: ingredient.unit, exact: true }).click();
    await modal.getByRole('textbox', { name: /^Costo por / }).fill(ingredient.cost);
    if (ingredient.initial) await modal.getByRole('textbox', { name: 'Cantidad inicial' }).fill(ingredient.initial);
    await modal.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(this.ingredientRow(ingredient.name)).toBeVisible();
  }

  /** The product modal's Ingredientes tab: its recipe line by line, saved. */
  async setRecipe(productModal: Locator, lines: RecipeLine[]): Promise<void> {
    await productModal.getByRole('tab', { name: 'Ingredientes' }).click();
    const rows = productModal.getByRole('list', { name: 'Ingredientes' }).getByRole('listitem');
    for (const [index, line] of lines.entries()) {
      await productModal.getByRole('combobox', { name: 'Agregar ingrediente' }).fill(line.ingredient);
      await this.page.getByRole('option', { name: line.ingredient, exact: true }).click();
      const row = rows.nth(index);
      await expect(row).toContainText(line.ingredient);
      await row.getByRole('textbox', { name: /^Cantidad/ }).fill(line.quantity);
      if (line.size) {
        await row.getByRole('combobox', { name: 'Tamaño' }).click();
        await this.page.getByRole('option', { name: line.size, exact: true }).click();
      }
    }
    await productModal.getByRole('button', { name: 'Guardar receta' }).click();
    await expect(this.page.locator('.mantine-Notification-root').filter({ hasText: 'Receta guardada' })).toBeVisible();
  }
}
