import 'fake-indexeddb/auto';
import type { SessionUser, UserCard } from '@comandero/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppMode } from '../../app/appMode';
import { authDb } from '../../app/offlineAuth/authDb';
import { rememberPinLogin } from '../../app/offlineAuth/pinLogins';
import { cacheUserCards } from '../../app/offlineAuth/userCards';
import { makeVerifier, pinSecret } from '../../app/offlineAuth/verifier';
import { useSession } from '../../app/session';
import { apiError, type RecordedCall } from '../../test/fakeApi';
import { elapse, until } from '../../test/fakeTime';
import { busyTable, makeTable, makeUser } from '../../test/fixtures';
import { openFloor } from '../../test/floorServer';
import { SEARCH_DEBOUNCE_MS } from './ChangeUserPage';
import { PIN_LOGIN_DELAY_MS } from './PinDialog';

const admin = makeUser('Administrador');
const waiter = makeUser('mesero');

const card = (index: number, overrides: Partial<UserCard> = {}): UserCard => ({
  id: `0194c2a0-0000-7000-8000-0000000002${String(index).padStart(2, '0')}`,
  name: `Usuario ${String(index).padStart(2, '0')}`,
  email: `u${index}@demo.pos`,
  role: 'mesero',
  phone: '3001234567',
  branch: 'Principal',
  business: 'Demo Restaurante',
  createdAt: '2026-01-15T12:00:00.000Z',
  ...overrides,
});
const waiterCard = card(1, { id: waiter.id, name: waiter.name, email: waiter.email });

/** The users page: 45 users, 20 a page, filtered by name as the server does. */
const usersPage = (call: RecordedCall) => {
  const { page, pageSize, filter } = call.body as { page: number; pageSize: number; filter: { name?: string } };
  const all = [waiterCard, ...Array.from({ length: 44 }, (_, index) => card(index + 2))];
  const matching = all.filter((user) => !filter.name || user.name?.toLowerCase().includes(filter.name.toLowerCase()));
  return {
    status: 200,
    body: {
      content: matching.slice(page * pageSize, (page + 1) * pageSize),
      totalElements: matching.length,
      page,
      pageSize,
    },
  };
};

const signedInAs = (user: SessionUser) => ({
  status: 200,
  body: { jwt: 'new.session.token', expiresAt: '2026-11-22T12:00:00.000Z', user },
});

async function typePin(name: string, pin: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Elegir a ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `PIN de ${name}` });
  for (const digit of pin) await userEvent.click(within(dialog).getByRole('button', { name: digit }));
  return dialog;
}

async function pinFor(name: string, pin: string) {
  const dialog = await typePin(name, pin);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  return dialog;
}

afterEach(async () => {
  await Promise.all(authDb().tables.map((table) => table.clear()));
  useSession.setState({ offlineUntil: null });
});

describe('change user', () => {
  it('shows each user’s card with its fields, SIN NOMBRE where one is missing and the date as YYYY/MM/DD', async () => {
    openFloor(admin, {
      tables: [],
      path: '/changeUser',
      routes: {
        'POST /users/page': {
          status: 200,
          body: {
            content: [card(1), card(2, { name: null, phone: null, email: '' })],
            totalElements: 2,
            page: 0,
            pageSize: 20,
          },
        },
      },
    });
    const first = await screen.findByRole('button', { name: 'Elegir a Usuario 01' });
    expect(first).toHaveTextContent('u1@demo.pos');
    expect(first).toHaveTextContent('Mesero');
    expect(first).toHaveTextContent('3001234567');
    expect(first).toHaveTextContent('Principal');
    expect(first).toHaveTextContent('Demo Restaurante');
    expect(first).toHaveTextContent('2026/01/15');
    const unnamed = screen.getByRole('button', { name: 'Elegir a SIN NOMBRE' });
    expect(within(unnamed).getAllByText('SIN NOMBRE').length).toBeGreaterThanOrEqual(2);
    expect(unnamed).toHaveTextContent('Teléfono: —');
    expect(unnamed).not.toHaveTextContent('Teléfono: SIN NOMBRE');
    expect(unnamed).toHaveTextContent('Correo: SIN NOMBRE');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows 20 users a page and asks the server for the page chosen', async () => {
    const { server } = openFloor(admin, { tables: [], path: '/changeUser', routes: { 'POST /users/page': usersPage } });
    await screen.findByRole('button', { name: 'Elegir a Usuario 02' });
    expect(screen.getAllByRole('button', { name: /^Elegir a / })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByRole('button', { name: 'Elegir a Usuario 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Elegir a / })).toHaveLength(5);
    expect(server.callsTo('POST', '/users/page').at(-1)?.body).toEqual({ page: 2, pageSize: 20, filter: {} });
  });

  it('searches by name 500 ms after the last keystroke, from the first page', async () => {
    const { server } = openFloor(admin, { tables: [], path: '/changeUser', routes: { 'POST /users/page': usersPage } });
    await screen.findByRole('button', { name: 'Elegir a Usuario 02' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await screen.findByRole('button', { name: 'Elegir a Usuario 21' });
    const searched = () =>
      server.callsTo('POST', '/users/page').filter((call) => (call.body as { filter: { name?: string } }).filter.name);
    // The 500 ms are counted on fake timers: a busy machine neither shortens nor stretches them.
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Buscar usuario' });
    fireEvent.change(box, { target: { value: 'mar' } });
    await elapse(SEARCH_DEBOUNCE_MS - 100);
    fireEvent.change(box, { target: { value: 'mario' } });
    await elapse(SEARCH_DEBOUNCE_MS - 1);
    expect(searched()).toHaveLength(0);
    await until(() => searched().length > 0, 1);
    await until(() => screen.queryByRole('button', { name: 'Elegir a Mario Mesero' }) !== null);
    expect(searched()).toHaveLength(1);
    expect(searched()[0]?.body).toEqual({ page: 0, pageSize: 20, filter: { name: 'mario' } });
  });

  it('returns one step back, or to the POS without the table when it came from one', async () => {
    const first = openFloor(admin, {
      tables: [],
      path: ['/pos', '/changeUser'],
      routes: { 'POST /users/page': usersPage },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(first.app.pathname()).toBe('/pos'));
    first.app.unmount();

    const table = makeTable(3);
    const { app } = openFloor(admin, {
      tables: [table],
      path: { pathname: '/changeUser', state: { table: { id: table.id, name: 'Mesa 3' } } },
      routes: { 'POST /users/page': usersPage },
    });
    expect(await screen.findByText('Elija quién atiende Mesa 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(app.router.state.location.state).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a wrong PIN and stays', async () => {
    const { app } = openFloor(admin, {
      tables: [],
      path: ['/pos', '/changeUser'],
      routes: { 'POST /users/page': usersPage, 'POST /auth/pin': apiError(422, 'INCORRECT_PIN') },
    });
    const dialog = await pinFor('Mario Mesero', '9999');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('PIN incorrecto');
    expect(app.pathname()).toBe('/changeUser');
    expect(localStorage.getItem('jwt')).toBe('header.payload.signature');
  });

  it('logs in by PIN after 200 ms, keeps the new session and goes back in normal mode', async () => {
    const { server, app } = openFloor(admin, {
      tables: [],
      path: ['/pos', '/changeUser'],
      routes: { 'POST /users/page': usersPage, 'POST /auth/pin': signedInAs(waiter) },
    });
    const dialog = await typePin('Mario Mesero', '3333');
    // The 200 ms are counted on fake timers: a busy machine neither shortens nor stretches them.
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await elapse(PIN_LOGIN_DELAY_MS - 1);
    expect(server.callsTo('POST', '/auth/pin')).toHaveLength(0);
    await until(() => server.callsTo('POST', '/auth/pin').length > 0, 1);
    await until(() => app.pathname() === '/pos');
    vi.useRealTimers();
    expect(server.callsTo('POST', '/auth/pin')[0]?.body).toEqual({
      pin: '3333',
      purpose: 'login',
      userId: waiterCard.id,
    });
    expect(localStorage.getItem('jwt')).toBe('new.session.token');
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Mario Mesero');
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getAllByText('Mario Mesero').length).toBeGreaterThan(0),
    );
    // The PIN worked online: the device keeps its verifier (never the PIN) for an offline change of user.
    await waitFor(async () => expect((await authDb().accounts.get(waiter.id))?.pin).toBeDefined());
    expect(JSON.stringify(await authDb().accounts.toArray())).not.toMatch(/"3333"/);
  });

  it('in waiter mode opens the carried table for the new user: people, occupy, menu', async () => {
    const table = makeTable(3);
    const { server, app } = openFloor(admin, {
      tables: [table],
      mode: 'waiters',
      path: ['/pos', { pathname: '/changeUser', state: { table: { id: table.id, name: 'Mesa 3' } } }],
      routes: {
        'POST /users/page': usersPage,
        'POST /auth/pin': signedInAs(waiter),
        [`POST /tables/${table.id}/occupy`]: { status: 200, body: busyTable(3, waiter, 2) },
      },
    });
    await pinFor('Mario Mesero', '3333');
    const people = await screen.findByRole('dialog', { name: '¿Cuántas personas?' });
    expect(app.pathname()).toBe('/pos');
    expect(within(people).getByText('Personas en Mesa 3')).toBeInTheDocument();
    await userEvent.click(within(people).getByRole('button', { name: '2' }));
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
    const occupy = server.callsTo('POST', `/tables/${table.id}/occupy`);
    expect(occupy).toHaveLength(1);
    expect(occupy[0]?.headers.get('authorization')).toBe('Bearer new.session.token');
    expect(useAppMode.getState().mode).toBe('waiters');
  });

  it('in waiter mode goes straight into the carried table when it is already the new user’s', async () => {
    const table = busyTable(3, waiter, 2);
    const { server, app } = openFloor(admin, {
      tables: [table],
      mode: 'waiters',
      path: ['/pos', { pathname: '/changeUser', state: { table: { id: table.id, name: 'Mesa 3' } } }],
      routes: { 'POST /users/page': usersPage, 'POST /auth/pin': signedInAs(waiter) },
    });
    await pinFor('Mario Mesero', '3333');
    await waitFor(() => expect(app.pathname()).toBe('/menu/home'));
    expect(server.calls.filter((call) => call.path.endsWith('/occupy'))).toHaveLength(0);
  });

  it('with the leave-waiter-mode flag sets normal mode and goes back', async () => {
    const { app } = openFloor(waiter, {
      tables: [],
      mode: 'waiters',
      path: ['/pos', { pathname: '/changeUser', state: { leaveWaiterMode: true } }],
      routes: { 'POST /users/page': usersPage, 'POST /auth/pin': signedInAs(waiter) },
    });
    expect(
      await screen.findByText('Elija su usuario e ingrese su PIN para volver al modo normal.'),
    ).toBeInTheDocument();
    await pinFor('Mario Mesero', '3333');
    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(useAppMode.getState().mode).toBe('normal');
    expect(localStorage.getItem('mode')).toBe('normal');
  });
});

describe('change user without the server (spec 01 §1, waiter mode offline)', () => {
  /** Mario's PIN worked online on this device before the connection went; the cards were listed. */
  async function seenOnlineBefore() {
    const answer = { jwt: 'waiter.pin.jwt', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: waiter };
    await rememberPinLogin(await makeVerifier(pinSecret(waiter.id, '3333')), answer, admin.id, Date.now());
    await cacheUserCards([waiterCard, card(2)], Date.now());
  }

  it('lists the device’s cards, changes to a user whose PIN worked here, and the others need the connection', async () => {
    await seenOnlineBefore();
    const { app, server } = openFloor(admin, {
      tables: [],
      path: ['/pos', '/changeUser'],
      routes: { 'POST /users/page': 'network-error', 'POST /auth/pin': 'network-error' },
    });
    expect(await screen.findByText('Puede cambiar a quien ya usó su PIN en este dispositivo.')).toBeInTheDocument();
    const other = screen.getByRole('button', { name: 'Elegir a Usuario 02' });
    expect(other).toBeDisabled();
    expect(other).toHaveTextContent('Requiere conexión');
    expect(screen.getByRole('button', { name: 'Elegir a Mario Mesero' })).toBeEnabled();

    const dialog = await pinFor('Mario Mesero', '0000');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('PIN incorrecto');
    for (const digit of '3333') await userEvent.click(within(dialog).getByRole('button', { name: digit }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(app.pathname()).toBe('/pos'));
    expect(await screen.findByText('Sesión sin conexión: hola, Mario Mesero')).toBeInTheDocument();
    const session = useSession.getState();
    expect(session.user?.id).toBe(waiter.id);
    expect(session.jwt).toBe('waiter.pin.jwt');
    expect(session.offlineUntil).toBeGreaterThan(Date.now());
    expect(server.callsTo('POST', '/auth/pin')).toHaveLength(2);
    expect(await screen.findByRole('note', { name: /^Sesión sin conexión hasta las / })).toBeInTheDocument();
  });
});
