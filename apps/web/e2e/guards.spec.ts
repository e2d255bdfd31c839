import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';

test('a waiter opening /settings/users is sent to the POS', async ({ page }) => {
  await new LoginPage(page).signInAs('mesero');
  await page.goto('/settings/users');
  await new PosPage(page).expectLoadedFor('Mario Mesero');
  await expect(page.getByRole('heading', { name: 'Panel' })).toHaveCount(0);
});

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

test('a signed-out visitor of /pos is sent to the login', async ({ page }) => {
  await page.goto('/pos');
  await expect(new LoginPage(page).heading).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login is sent to their landing', async ({ page }) => {
  await new LoginPage(page).signInAs('caja');
  await page.goto('/login');
  await new PosPage(page).expectLoadedFor('Carlos Cajero');
});
