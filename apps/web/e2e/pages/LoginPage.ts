import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from '../demoUsers';
import { atPath } from '../patterns';

export class LoginPage {
  readonly heading: Locator;
  readonly user: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    texts = { title: 'Iniciar Sesión', user: 'Usuario', password: 'Contraseña', submit: 'Ingresar' },
  ) {
    this.heading = page.getByRole('heading', { name: texts.title });
    this.user = page.getByRole('textbox', { name: texts.user, exact: true });
    this.password = page.getByRole('textbox', { name: texts.password, exact: true });
    this.submitButton = page.getByRole('button', { name: texts.submit });
    this.alert = page.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.heading).toBeVisible();
  }

  async submit(identifier: string, password: string): Promise<void> {
    await this.user.fill(identifier);
    await this.password.fill(password);
    await this.submitButton.click();
  }

  /** Signs in as a demo user and waits for the reload that lands them (spec 01 §2). */
  async signInAs(role: DemoRole): Promise<void> {
    const { email, password, landing } = DEMO_USERS[role];
    await this.open();
    await this.submit(email, password);
    await expect(this.page).toHaveURL(atPath(landing));
  }
}
