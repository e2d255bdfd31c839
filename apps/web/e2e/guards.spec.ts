import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { SettingsPage } from './pages/SettingsPage';

test('a waiter opening /settings/users is sent to the POS', async ({ page }) => {
  await new LoginPage(page).signInAs('mesero');
  await page.goto('/settings/users');
  await new PosPage(page).expectLoadedFor('Mario Mesero');
  await expect(page.getByRole('heading', { name: 'Panel' })).toHaveCount(0);
});

test('an administrator opening /settings/users gets the panel with its side menu', async ({ page }) => {
  await new LoginPage(page).signInAs('admin');
  const settings = new SettingsPage(page);
  await settings.open('/settings/users');
  await expect(settings.menu).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await expectNoSeriousA11yViolations(page, 'settings: users');
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
