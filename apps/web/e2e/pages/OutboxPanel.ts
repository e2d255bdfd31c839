import { expect, type Locator, type Page } from '@playwright/test';

const TEXTS = {
  es: {
    offline: (count: number) => `Sin conexión — ${count} ${count === 1 ? 'pendiente' : 'pendientes'}`,
    attention: (count: number) =>
      count === 1 ? '1 operación necesita atención' : `${count} operaciones necesitan atención`,
    review: 'Ver',
    title: 'Operaciones en este dispositivo',
    retry: 'Enviar de nuevo',
    move: 'Mover a otra mesa',
    moveTitle: '¿A qué mesa?',
    moveTo: 'Mesa libre',
    moveConfirm: 'Mover',
    discard: 'Descartar',
    discardTitle: '¿Descartar esta operación?',
    pinTitle: 'Autorización',
    pinConfirm: 'Confirmar',
    close: 'Cerrar',
  },
  en: {
    offline: (count: number) => `Offline — ${count} pending`,
    attention: (count: number) => (count === 1 ? '1 operation needs attention' : `${count} operations need attention`),
    review: 'View',
    title: 'Operations on this device',
    retry: 'Send again',
    move: 'Move to another table',
    moveTitle: 'To which table?',
    moveTo: 'Free table',
    moveConfirm: 'Move',
    discard: 'Discard',
    discardTitle: 'Discard this operation?',
    pinTitle: 'Authorization',
    pinConfirm: 'Confirm',
    close: 'Close',
  },
};

/** How many operations the device's outbox holds (IndexedDB 'comandero-outbox'), pending or refused. */
function storedOperations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('comandero-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const counting = database.transaction('operations').objectStore('operations').count();
          counting.onerror = () => reject(counting.error);
          counting.onsuccess = () => {
            database.close();
            resolve(counting.result);
          };
        };
      }),
  );
}

/**
 * The connection banner (spec 01 §1's connection flag and what waits on this device) and its drawer
 * of the device's operations: the ones waiting to be sent, and the ones the server refused.
 */
export class OutboxPanel {
  /** Every strip of the banner: offline (red), sending or waiting (blue), needs sign-in (orange), attention (yellow). */
  readonly banner: Locator;
  readonly offline: Locator;
  readonly attention: Locator;
  readonly drawer: Locator;
  readonly texts: (typeof TEXTS)['es'];

  constructor(
    readonly page: Page,
    language: keyof typeof TEXTS = 'es',
  ) {
    this.texts = TEXTS[language];
    this.banner = page.locator('[data-outbox]');
    this.offline = page.locator('[data-outbox="red"]');
    this.attention = page.locator('[data-outbox="yellow"]');
    this.drawer = page.getByRole('dialog', { name: this.texts.title });
  }

  async expectOffline(pending: number): Promise<void> {
    await expect(this.offline).toHaveText(new RegExp(`^${this.texts.offline(pending)}`));
  }

  async expectAttention(count: number): Promise<void> {
    await expect(this.attention).toContainText(this.texts.attention(count));
  }

  /** Everything is sent and nothing needs attention: the device's outbox is empty and the banner gone. */
  async expectAllSent(): Promise<void> {
    await expect.poll(() => storedOperations(this.page)).toBe(0);
    await expect(this.banner).toHaveCount(0);
  }

  /** Opens the drawer from a strip of the banner (the first, unless one is given). */
  async open(strip: Locator = this.banner.first()): Promise<void> {
    await strip.getByRole('button', { name: this.texts.review }).click();
    await expect(this.drawer).toBeVisible();
  }

  async close(): Promise<void> {
    await this.drawer.getByRole('button', { name: this.texts.close }).click();
    await expect(this.drawer).toBeHidden();
  }

  /** The operations waiting to be sent, in their order: the cards without a way to send again. */
  pending(): Locator {
    return this.cards().filter({ hasNot: this.page.getByRole('button', { name: this.texts.retry }) });
  }

  /** The operations the server refused: each says why and can be sent again or discarded. */
  needingAttention(): Locator {
    return this.cards().filter({ has: this.page.getByRole('button', { name: this.texts.retry }) });
  }

  private cards(): Locator {
    return this.drawer.locator('[data-operation]');
  }

  async retry(card: Locator): Promise<void> {
    await card.getByRole('button', { name: this.texts.retry }).click();
  }

  /** Sends the refused writes of the card's table, in order, to another (free) table. */
  async moveTo(card: Locator, tableName: string): Promise<void> {
    await card.getByRole('button', { name: this.texts.move }).click();
    const dialog = this.page.getByRole('dialog', { name: this.texts.moveTitle });
    await dialog.getByLabel(this.texts.moveTo).selectOption({ label: tableName });
    await dialog.getByRole('button', { name: this.texts.moveConfirm }).click();
    await expect(dialog).toBeHidden();
  }

  /** Discards a refused operation: confirmed, then authorized by each PIN in turn until the pad closes. */
  async discard(card: Locator, ...pins: string[]): Promise<void> {
    await card.getByRole('button', { name: this.texts.discard }).click();
    const confirm = this.page.getByRole('dialog', { name: this.texts.discardTitle });
    await confirm.getByRole('button', { name: this.texts.discard }).click();
    await expect(confirm).toBeHidden();
    for (const pin of pins) await this.enterPin(pin);
    await expect(this.pinDialog()).toBeHidden();
  }

  /** The PIN pad of an Administrator's or Cashier's authorization. */
  pinDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.texts.pinTitle });
  }

  private async enterPin(pin: string): Promise<void> {
    const pad = this.pinDialog();
    await expect(pad.getByRole('status')).toHaveAccessibleName(/0/);
    for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: this.texts.pinConfirm }).click();
  }
}
