import { expect, type Locator, type Page } from '@playwright/test';

/** The change-user screen (spec 01 §2), in Spanish. */
export class ChangeUserPage {
  readonly search: Locator;
  readonly backButton: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Buscar usuario' });
    this.backButton = page.getByRole('banner').getByRole('button', { name: 'Volver' });
  }

  card(name: string): Locator {
    return this.page.getByRole('button', { name: `Elegir a ${name}` });
  }

  /** Finds a user and picks the card: the PIN pad it opens. */
  async pick(name: string): Promise<Locator> {
    await expect(this.page).toHaveURL(/\/changeUser$/);
    await this.search.fill(name.split(' ')[0]!);
    // Clicked while the search's answer replaces the cards, the card moves under the pointer and the
    // click is lost (CI's offline.spec failure): the grid says when the cards are the search's.
    await expect(this.page.getByTestId('user-cards')).toHaveAttribute('aria-busy', 'false');
    await this.card(name).click();
    const pad = this.page.getByRole('dialog', { name: `PIN de ${name}` });
    await expect(pad).toBeVisible();
    return pad;
  }

  async enterPin(pad: Locator, pin: string): Promise<void> {
    for (const digit of pin) await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Confirmar' }).click();
  }

  /** Finds a user, picks the card and types the PIN on the pad. */
  async signInAs(name: string, pin: string): Promise<void> {
    await this.enterPin(await this.pick(name), pin);
  }
}
