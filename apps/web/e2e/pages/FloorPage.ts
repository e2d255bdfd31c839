import { expect, type Locator, type Page } from '@playwright/test';
import { tap } from '../tap';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The tables tab of /pos (spec 01 §2), in Spanish. */
export class FloorPage {
  readonly grid: Locator;
  readonly peopleDialog: Locator;
  readonly editButton: Locator;
  readonly finishEditingButton: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('region', { name: /^Mesas de / });
    this.peopleDialog = page.getByRole('dialog', { name: '¿Cuántas personas?' });
    this.editButton = page.getByRole('button', { name: 'Editar plano' });
    this.finishEditingButton = page.getByRole('button', { name: 'Terminar edición' });
  }

  async open(): Promise<void> {
    await this.page.goto('/pos');
    await expect(this.grid).toBeVisible();
  }

  /** A table's tile; its accessible name holds the table's name between commas (after the number and state it shows). */
  tile(name: string): Locator {
    return this.page.getByRole('button', { name: tileName(name) });
  }

  roomTab(name: string): Locator {
    return this.page.getByRole('tablist', { name: 'Salones' }).getByRole('tab', { name });
  }

  async expectBusy(name: string, busy: boolean): Promise<void> {
    await expect(this.tile(name)).toHaveAttribute('data-busy', String(busy));
  }

  /** A tap on the table's tile: a free one asks for people, a busy one opens its order. */
  async tapTable(name: string): Promise<void> {
    await tap(this.tile(name));
  }

  /** Picks a free table and answers the people selector. */
  async take(name: string, people: number): Promise<void> {
    await this.tapTable(name);
    await expect(this.peopleDialog).toBeVisible();
    await this.peopleDialog.getByRole('button', { name: String(people), exact: true }).click();
  }

  async openShortcut(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Acciones de ${name}`, exact: true }).click();
  }

  async releaseFromShortcut(name: string): Promise<void> {
    await (await this.askToRelease(name)).getByRole('button', { name: 'Liberar' }).click();
    await this.expectBusy(name, false);
  }

  /** The shortcut's release, up to its confirmation (which says what happens to the order). */
  async askToRelease(name: string): Promise<Locator> {
    await this.openShortcut(name);
    await this.page.getByRole('menuitem', { name: 'Liberar mesa' }).click();
    const confirmation = this.page.getByRole('dialog', { name: `¿Liberar ${name}?` });
    await expect(confirmation).toBeVisible();
    return confirmation;
  }

  /** Confirms the release, then enters an Administrator's or Cashier's `pin` on the pad the server asks for. */
  async confirmReleaseWithPin(confirmation: Locator, pin: string): Promise<void> {
    await confirmation.getByRole('button', { name: 'Liberar' }).click();
    const pad = this.page.getByRole('dialog', { name: 'Autorización' });
    await expect(pad).toBeVisible();
    for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Confirmar' }).click();
    await expect(pad).toBeHidden();
  }

  addButton(position: number): Locator {
    return this.page.getByRole('button', { name: `Agregar mesa en el espacio ${position}`, exact: true });
  }

  /** Drags a table with the mouse, in small steps as a hand would, onto an empty slot. */
  async drag(name: string, toPosition: number): Promise<void> {
    const from = await this.tile(name).boundingBox();
    const to = await this.addButton(toPosition).boundingBox();
    if (!from || !to) throw new Error('the table or the slot is not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await this.page.mouse.up();
  }
}

/** The accessible name of a table's tile, by the table's name: 'Mesa 1' is not 'Mesa 10'. */
export const tileName = (name: string): RegExp => new RegExp(`(^|,\\s*)${escapeRegExp(name)}\\s*(,|$)`);
