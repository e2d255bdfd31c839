import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS_DIR, SIZES } from './screenshotTargets';
import { apiSession } from './session';
import { visuallySettled } from './settled';

// Pictures of the users and customers screens and the set-password screen (issue 15 §2, §3); gitignored.

const TEXTS = {
  es: {
    locale: 'es-ES',
    users: 'Usuarios',
    customers: 'Clientes',
    newUser: 'Nuevo usuario',
    newCustomer: 'Nuevo cliente',
    role: 'Rol',
    waiter: 'Mesero',
    save: 'Guardar',
    codeTitle: 'Código para crear la contraseña',
    created: 'Registro creado',
    done: 'Listo',
    edit: (name: string) => `Editar ${name}`,
    select: (name: string) => `Seleccionar ${name}`,
    deactivate: 'Desactivar',
    confirm: 'Confirmación',
    cancel: 'Cancelar',
    email: 'Correo electrónico',
    setPassword: 'Crear contraseña',
  },
  en: {
    locale: 'en-US',
    users: 'Users',
    customers: 'Customers',
    newUser: 'New user',
    newCustomer: 'New customer',
    role: 'Role',
    waiter: 'Waiter',
    save: 'Save',
    codeTitle: 'Code to create the password',
    created: 'Record created',
    done: 'Done',
    edit: (name: string) => `Edit ${name}`,
    select: (name: string) => `Select ${name}`,
    deactivate: 'Deactivate',
    confirm: 'Confirmation',
    cancel: 'Cancel',
    email: 'Email',
    setPassword: 'Create your password',
  },
} as const;

for (const code of ['es', 'en'] as const) {
  for (const size of SIZES) {
    const suffix = `${code}-${size.width}x${size.height}`;
    const texts = TEXTS[code];
    test.describe(`users screens ${suffix}`, () => {
      test.use({ locale: texts.locale, viewport: size });
      const shoot = (page: Page, name: string) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png`, fullPage: true });
      // A dialog is pictured as the screen shows it: a full-page capture would scroll the page under it.
      const shootDialog = (page: Page, name: string) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${suffix}.png` });

      test('users list, user drawer (waiter, cashier, errors), code, deactivate, customers, customer modal, set password', async ({
        page,
        browser,
        request,
      }) => {
        const admin = await apiSession(request, 'admin');
        const headers = { authorization: `Bearer ${admin.jwt}` };
        const tag = `${code}${size.width}${test.info().repeatEachIndex || ''}`;
        const roles = (await (await request.get('/api/roles', { headers })).json()) as { id: string; name: string }[];
        const cajaRole = roles.find((role) => role.name === 'Caja')!.id;
        const cajera = `Cajera ${tag}`;
        const created = await request.post('/api/users', {
          headers,
          data: [
            {
              name: cajera,
              email: `cajera-${tag}@demo.pos`,
              roleId: cajaRole,
              allowedViews: ['tables', 'self-service'],
              phone: '300 111 2233',
            },
          ],
        });
        expect(created.status()).toBe(201);
        const digits = String(size.width).padStart(4, '0');
        const phone = code === 'es' ? `310${digits}001` : `320${digits}001`;
        await request.post('/api/customers', {
          headers,
          data: [
            {
              name: `Laura Gómez ${tag}`,
              email: `laura-${tag}@mail.com`,
              phone,
              address: { address: 'Calle 10 # 5-23', addressLine1: 'Apto 301', neighborhood: 'Chapinero' },
            },
            { name: `Pedro Pérez ${tag}`, phone: `${phone.slice(0, -1)}2`, email: `${phone.slice(0, -1)}2@pos.local` },
          ],
        });

        await page.goto('/login');
        await page.evaluate(
          ([jwt, user]) => {
            localStorage.setItem('jwt', jwt);
            localStorage.setItem('user', user);
          },
          [admin.jwt, JSON.stringify(admin.user)] as const,
        );
        await page.goto('/settings/users');
        await expect(page.getByRole('button', { name: texts.edit(cajera), exact: true })).toBeVisible();
        await visuallySettled(page);
        await shoot(page, 'settings-users');

        // The drawer: empty save shows the errors; a waiter asks for his cash drawer.
        await page.getByRole('button', { name: texts.newUser }).click();
        const drawer = page.getByRole('dialog', { name: texts.newUser });
        await drawer.getByRole('button', { name: texts.save }).click();
        await expect(
          drawer.getByText(code === 'es' ? 'Este campo es obligatorio' : 'This field is required').first(),
        ).toBeVisible();
        await drawer.getByRole('combobox', { name: texts.role }).click();
        await page.getByRole('option', { name: texts.waiter, exact: true }).click();
        await drawer.getByRole('textbox', { name: texts.email }).fill('lucia');
        await drawer.getByRole('button', { name: texts.save }).click();
        await visuallySettled(page);
        await shootDialog(page, 'settings-user-form-errors');
        await drawer.getByRole('textbox', { name: code === 'es' ? 'Nombre' : 'Name' }).fill(`Lucia ${tag}`);
        await drawer.getByRole('textbox', { name: texts.email }).fill(`lucia-${tag}@demo.pos`);
        const picker = drawer
          .getByRole('combobox', { name: code === 'es' ? 'Caja' : 'Cash drawer', exact: true })
          .or(drawer.getByRole('textbox', { name: code === 'es' ? 'Caja' : 'Cash drawer', exact: true }));
        await picker.fill('Caj');
        await expect(page.getByRole('option', { name: 'Caja 1', exact: true })).toBeVisible();
        await visuallySettled(page);
        await shootDialog(page, 'settings-user-form-cashier');
        await page.getByRole('option', { name: 'Caja 1', exact: true }).click();
        await drawer.getByLabel('PIN').fill(`7${String(size.width).slice(0, 2)}${code === 'es' ? 1 : 2}`);
        await visuallySettled(page);
        await shootDialog(page, 'settings-user-form');
        await drawer.getByRole('button', { name: texts.save }).click();
        const codeDialog = page.getByRole('dialog', { name: texts.codeTitle });
        await expect(codeDialog).toBeVisible();
        await visuallySettled(page);
        await shootDialog(page, 'settings-user-code');
        const oneTimeCode = (await codeDialog.getByTestId('password-code').textContent())!.trim();
        await codeDialog.getByRole('button', { name: texts.done }).click();
        // The save's notice (3 s) would cover the next drawer's first field.
        await expect(page.getByText(texts.created)).toBeHidden();

        // A cashier's drawer: the allowed tabs.
        await page.getByRole('button', { name: texts.edit(cajera), exact: true }).click();
        await expect(page.getByRole('dialog', { name: texts.edit(cajera) })).toBeVisible();
        await visuallySettled(page);
        await shootDialog(page, 'settings-user-form-caja');
        await page.keyboard.press('Escape');

        await page.getByRole('checkbox', { name: texts.select(cajera) }).check();
        await page.getByRole('button', { name: texts.deactivate, exact: true }).click();
        await expect(page.getByRole('dialog', { name: texts.confirm })).toBeVisible();
        await visuallySettled(page);
        await shootDialog(page, 'settings-users-deactivate');
        await page.getByRole('dialog', { name: texts.confirm }).getByRole('button', { name: texts.cancel }).click();

        await page.getByRole('tab', { name: texts.customers }).click();
        await expect(page.getByRole('button', { name: texts.edit(`Laura Gómez ${tag}`), exact: true })).toBeVisible();
        await visuallySettled(page);
        await shoot(page, 'settings-customers');
        await page.getByRole('button', { name: texts.newCustomer }).click();
        const modal = page.getByRole('dialog', { name: texts.newCustomer });
        await modal.getByRole('textbox', { name: texts.email }).fill('laura@');
        await modal.getByRole('button', { name: texts.save }).click();
        await visuallySettled(page);
        await shootDialog(page, 'settings-customer-form-errors');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: texts.edit(`Laura Gómez ${tag}`), exact: true }).click();
        await visuallySettled(page);
        await shootDialog(page, 'settings-customer-form');

        const context = await browser.newContext({ locale: texts.locale, viewport: size });
        const fresh = await context.newPage();
        await fresh.goto(`/set-password#code=${oneTimeCode}`);
        await expect(fresh.getByRole('heading', { name: texts.setPassword })).toBeVisible();
        await expect(fresh.getByText(`Lucia ${tag}`, { exact: false })).toBeVisible();
        await visuallySettled(fresh);
        await shoot(fresh, 'set-password');
        await context.close();
      });
    });
  }
}
