import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';

// Where a role may go (a waiter kept out of /settings/users, a visitor sent to the login, a signed-in
// user sent from /login to their landing) is checked in src/router/guards.test.tsx: the same routes
// and redirects, without a browser and a server.

test("a waiter opens the staff guide from the POS's help and goes back", async ({ page }) => {
  await new LoginPage(page).signInAs('mesero');
  const pos = new PosPage(page);
  await pos.expectLoadedFor('Mario Mesero');
  await page.getByRole('banner').getByRole('link', { name: 'Ayuda' }).click();
  await expect(page.getByRole('heading', { name: 'Ayuda', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'help');
  await page.getByRole('button', { name: 'Volver' }).click();
  await pos.expectLoadedFor('Mario Mesero');
});
