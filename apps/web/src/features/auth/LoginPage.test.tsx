import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../app/browser';
import { authDb } from '../../app/offlineAuth/authDb';
import { prepareLoginVerifier, rememberPasswordLogin } from '../../app/offlineAuth/passwordLogins';
import { useSession } from '../../app/session';
import { chooseLanguage } from '../../i18n';
import { apiError, fakeApi } from '../../test/fakeApi';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const CAPTCHA_OFF = { status: 200, body: { enabled: false } };
const admin = makeUser('Administrador');
const LOGIN_OK = { status: 200, body: { jwt: 'new.jwt.token', expiresAt: '2026-01-15T20:00:00.000Z', user: admin } };

afterEach(async () => {
  await Promise.all(authDb().tables.map((table) => table.clear()));
  useSession.setState({ offlineUntil: null });
});

async function openLogin(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'GET /auth/captcha': CAPTCHA_OFF, ...routes });
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Iniciar Sesión' });
  return server;
}

async function fillIn(identifier: string, password: string) {
  if (identifier) await userEvent.type(screen.getByLabelText(/Usuario/), identifier);
  if (password) await userEvent.type(screen.getByLabelText(/Contraseña/), password);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

/** Lets the form validate (async resolver) until its 500 ms wait is scheduled. */
async function untilSubmitWaits() {
  for (let round = 0; round < 50 && vi.getTimerCount() === 0; round++) await vi.advanceTimersByTimeAsync(0);
  expect(vi.getTimerCount()).toBeGreaterThan(0);
}

describe('login screen', () => {
  it('shows the title, the user and password fields, the login button and the side image', async () => {
    await openLogin();
    expect(screen.getByLabelText(/Usuario/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Contraseña/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /salón de restaurante/ })).toBeInTheDocument();
  });

  it('speaks English when English is chosen', async () => {
    await openLogin();
    await act(() => chooseLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/User/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('warns on an empty submit and sends nothing', async () => {
    const server = await openLogin();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingrese su usuario y su contraseña');
    expect(screen.getByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('asks for an email as the user', async () => {
    const server = await openLogin();
    await fillIn('mesero', 'mesero1234');
    submit();
    expect(await screen.findByText('Ingrese un correo electrónico válido')).toBeInTheDocument();
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('asks for the password', async () => {
    await openLogin();
    await fillIn('mesero@demo.pos', '');
    submit();
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
  });

  it('waits 500 ms before sending, stores the session and an offline verifier without the password, and reloads 500 ms later', async () => {
    const server = await openLogin({ 'POST /auth/login': LOGIN_OK });
    await fillIn('admin@demo.pos', 'admin1234');
    vi.useFakeTimers();
    submit();
    await untilSubmitWaits();
    await vi.advanceTimersByTimeAsync(499);
    expect(server.callsTo('POST', '/auth/login')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.callsTo('POST', '/auth/login').map((call) => call.body)).toEqual([
      { identifier: 'admin@demo.pos', password: 'admin1234' },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.getByRole('status')).toHaveTextContent('¡Bienvenido, Ana Administradora!');
    expect(localStorage.getItem('jwt')).toBe('new.jwt.token');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'admin@demo.pos' });
    expect(Object.values(localStorage).some((value) => value.includes('admin1234'))).toBe(false);
    expect(browser.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    // The reload also waits until the offline verifier of this login is stored.
    await vi.waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    vi.useRealTimers();
    const [account] = await authDb().accounts.toArray();
    expect(account).toMatchObject({ userId: admin.id, identifier: 'admin@demo.pos', jwt: 'new.jwt.token' });
    expect(account?.password?.iterations).toBeGreaterThanOrEqual(600_000);
    expect(JSON.stringify(account)).not.toContain('admin1234');
  });

  it.each([
    { code: 'INVALID_CREDENTIALS', answer: apiError(401, 'INVALID_CREDENTIALS'), message: 'Información incorrecta!' },
    { code: 'UNAUTHORIZED_ROLE', answer: apiError(403, 'UNAUTHORIZED_ROLE'), message: 'Usuario no autorizado' },
    {
      code: 'ACCOUNT_LOCKED',
      answer: apiError(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 900 }),
      message: 'Cuenta bloqueada por demasiados intentos fallidos. Intente de nuevo en 15 min.',
    },
    {
      code: 'TOO_MANY_REQUESTS',
      answer: apiError(429, 'TOO_MANY_REQUESTS'),
      message: 'Demasiados intentos, espere un momento e inténtelo de nuevo',
    },
  ])('explains a refused login: $code → $message', async ({ answer, message }) => {
    await openLogin({ 'POST /auth/login': answer });
    await fillIn('admin@demo.pos', 'wrong-password');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });
});

describe('login without the server (spec 01 §1 offline login)', () => {
  /** A successful login of `admin` on this device before the connection went. */
  async function signedInHereBefore(password = 'admin1234') {
    const answer = { ...LOGIN_OK.body, expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() };
    await rememberPasswordLogin(admin.email, await prepareLoginVerifier(admin.email, password), answer, Date.now());
  }

  it('signs in from the verifier of the last login here: an offline session, said so, and the user’s home', async () => {
    await signedInHereBefore();
    await openLogin({ 'POST /auth/login': 'network-error' });
    await fillIn('admin@demo.pos', 'admin1234');
    submit();
    expect(await screen.findByText('Sesión sin conexión: ¡Bienvenido, Ana Administradora!')).toBeInTheDocument();
    expect(screen.getByText('Sesión sin conexión')).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user?.id).toBe(admin.id));
    const { jwt, offlineUntil } = useSession.getState();
    // The stored token lives another hour: the session carries it, and ends with it.
    expect(jwt).toBe('new.jwt.token');
    expect(offlineUntil).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(offlineUntil).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    expect(localStorage.getItem('offlineSession')).toBe(String(offlineUntil));
    expect(await screen.findByRole('heading', { name: /Hola, Ana/ })).toBeInTheDocument();
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('refuses a wrong password offline with the usual message', async () => {
    await signedInHereBefore();
    await openLogin({ 'POST /auth/login': 'network-error' });
    await fillIn('admin@demo.pos', 'not-the-password');
    submit();
    expect(await screen.findByText('Información incorrecta!')).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('says when the user never signed in on this device', async () => {
    await openLogin({ 'POST /auth/login': 'network-error' });
    await fillIn('mesero@demo.pos', 'mesero1234');
    submit();
    expect(
      await screen.findByText('Sin conexión: este usuario no ha iniciado sesión antes en este dispositivo'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Puede entrar quien ya inició sesión en este dispositivo/)).toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });

  it('says why the terminal came back to the login, until the next attempt', async () => {
    sessionStorage.setItem('loginNotice', 'offlineExpired');
    await openLogin({ 'POST /auth/login': apiError(401, 'INVALID_CREDENTIALS') });
    expect(screen.getByRole('alert')).toHaveTextContent('La sesión sin conexión terminó (dura hasta 12 horas).');
    await fillIn('admin@demo.pos', 'admin1234');
    submit();
    expect(await screen.findByText('Información incorrecta!')).toBeInTheDocument();
    expect(sessionStorage.getItem('loginNotice')).toBeNull();
  });

  it('never falls back to the device when the server answered: a refused login stays refused', async () => {
    await signedInHereBefore();
    await openLogin({ 'POST /auth/login': apiError(401, 'INVALID_CREDENTIALS') });
    await fillIn('admin@demo.pos', 'admin1234');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Información incorrecta!');
    // Spec 01 §5's rejection, where the password was typed.
    expect(screen.getByText('Usuario y contraseña no válidos')).toBeInTheDocument();
    expect(screen.queryByText('Sesión sin conexión')).not.toBeInTheDocument();
    expect(useSession.getState().user).toBeNull();
  });
});
