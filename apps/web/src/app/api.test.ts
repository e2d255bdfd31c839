import { roomSchema } from '@comandero/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, fakeApi } from '../test/fakeApi';
import { makeUser } from '../test/fixtures';
import { ApiError, api, serverChecked } from './api';
import { browser } from './browser';
import { clearStoredSession, writeStoredSession } from './storage';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const room = { id: '0194c2a0-0000-7000-8000-0000000000a1', name: 'Terraza', virtual: false, version: 1 };
const roomsSchema = z.array(roomSchema);

describe('api client', () => {
  it('sends the stored token as a bearer and checks the answer against the domain schema', async () => {
    writeStoredSession({ jwt: 'abc.def.ghi', user: makeUser('mesero') });
    const server = fakeApi({ 'GET /rooms': { status: 200, body: [room] } });
    await expect(api.get('/rooms', roomsSchema)).resolves.toEqual([room]);
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(server.calls[0]?.headers.get('idempotency-key')).toBeNull();
  });

  it('never sends a stored token that contains undefined', async () => {
    writeStoredSession({ jwt: 'undefined', user: makeUser('mesero') });
    const server = fakeApi({ 'GET /rooms': { status: 200, body: [] } });
    await api.get('/rooms', roomsSchema);
    expect(server.calls[0]?.headers.get('authorization')).toBeNull();
  });

  it('gives every write its own uuid v7 Idempotency-Key', async () => {
    const server = fakeApi({ 'POST /rooms': { status: 201, body: room } });
    await api.post('/rooms', { name: 'Terraza' }, roomSchema);
    await api.post('/rooms', { name: 'Terraza' }, roomSchema);
    const [first, second] = server.calls.map((call) => call.headers.get('idempotency-key'));
    expect(first).toMatch(UUID_V7);
    expect(second).toMatch(UUID_V7);
    expect(first).not.toBe(second);
  });

  it("sends this browser's device id with every write, the same across sign-outs", async () => {
    const server = fakeApi({ 'POST /rooms': { status: 201, body: room } });
    await api.post('/rooms', { name: 'Terraza' }, roomSchema);
    clearStoredSession();
    await api.post('/rooms', { name: 'Terraza' }, roomSchema);
    const [first, second] = server.calls.map((call) => call.headers.get('x-device-id'));
    expect(first).toMatch(UUID_V7);
    expect(second).toBe(first);
  });

  it('keeps the given operation id as the key', async () => {
    const server = fakeApi({ 'PUT /rooms/r1': { status: 200, body: room } });
    await api.put('/rooms/r1', { name: 'Terraza' }, roomSchema, '0194c2a0-1111-7000-8000-000000000000');
    expect(server.calls[0]?.headers.get('idempotency-key')).toBe('0194c2a0-1111-7000-8000-000000000000');
  });

  it('retries a write that got no answer with the same key', async () => {
    vi.useFakeTimers();
    const server = fakeApi({ 'POST /rooms': ['network-error', { status: 201, body: room }] });
    const created = api.post('/rooms', { name: 'Terraza' }, roomSchema);
    await vi.advanceTimersByTimeAsync(300);
    await expect(created).resolves.toEqual(room);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.headers.get('idempotency-key')).toBe(server.calls[0]?.headers.get('idempotency-key'));
  });

  it('retries with the same key while the server is unavailable or still processing it', async () => {
    vi.useFakeTimers();
    const server = fakeApi({
      'POST /rooms': [
        apiError(503, 'SERVICE_UNAVAILABLE'),
        apiError(409, 'IDEMPOTENCY_IN_PROGRESS'),
        { status: 201, body: room },
      ],
    });
    const created = api.post('/rooms', { name: 'Terraza' }, roomSchema);
    await vi.advanceTimersByTimeAsync(1300);
    await expect(created).resolves.toEqual(room);
    expect(new Set(server.calls.map((call) => call.headers.get('idempotency-key'))).size).toBe(1);
    expect(server.calls).toHaveLength(3);
  });

  it('gives up after three attempts with a network error', async () => {
    vi.useFakeTimers();
    fakeApi({ 'POST /rooms': ['network-error'] });
    const created = api.post('/rooms', { name: 'Terraza' }, roomSchema);
    const outcome = expect(created).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await vi.advanceTimersByTimeAsync(1300);
    await outcome;
  });

  it('sends login and PIN without an Idempotency-Key (their answer is a new credential)', async () => {
    const server = fakeApi({
      'POST /auth/login': apiError(401, 'INVALID_CREDENTIALS'),
      'POST /auth/pin': apiError(422, 'INCORRECT_PIN'),
    });
    await api.post('/auth/login', { identifier: 'a@b.co', password: 'x' }, null).catch(() => undefined);
    await api.post('/auth/pin', { pin: '1234', purpose: 'login' }, null).catch(() => undefined);
    expect(server.calls.map((call) => call.headers.get('idempotency-key'))).toEqual([null, null]);
  });

  it.each([
    [401, 'SESSION_REVOKED'],
    [403, 'FORBIDDEN'],
  ])('signs out on %i: clears the stored session and reloads to /login', async (status, code) => {
    writeStoredSession({ jwt: 'abc.def.ghi', user: makeUser('mesero') });
    localStorage.setItem('lang', 'en');
    fakeApi({ 'GET /rooms': apiError(status, code) });
    const failure = await api.get('/rooms', roomsSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status, code });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en');
    expect(browser.replaceWith).toHaveBeenCalledWith('/login');
  });

  it('does not sign out when the login itself answers 401 or 403', async () => {
    fakeApi({ 'POST /auth/login': apiError(403, 'UNAUTHORIZED_ROLE') });
    await expect(api.post('/auth/login', { identifier: 'a@b.co', password: 'x' }, null)).rejects.toMatchObject({
      code: 'UNAUTHORIZED_ROLE',
    });
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });

  it('does not sign out when a PIN is refused', async () => {
    writeStoredSession({ jwt: 'abc.def.ghi', user: makeUser('mesero') });
    fakeApi({ 'POST /auth/pin': apiError(401, 'INCORRECT_PIN') });
    await expect(api.post('/auth/pin', { pin: '9999', purpose: 'login' }, null)).rejects.toMatchObject({
      code: 'INCORRECT_PIN',
    });
    expect(localStorage.getItem('jwt')).toBe('abc.def.ghi');
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });

  it('keeps the session when an action asks for an authorizing PIN (403 PIN_REQUIRED)', async () => {
    writeStoredSession({ jwt: 'abc.def.ghi', user: makeUser('mesero') });
    fakeApi({ 'POST /tables/t1/lines/l1/remove': apiError(403, 'PIN_REQUIRED') });
    await expect(api.post('/tables/t1/lines/l1/remove', {}, null)).rejects.toMatchObject({ code: 'PIN_REQUIRED' });
    expect(localStorage.getItem('jwt')).toBe('abc.def.ghi');
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });

  it('reads a first-screen answer without zod, and still refuses one that is not what it should be', async () => {
    fakeApi({
      'GET /rooms': [
        { status: 200, body: [room] },
        { status: 200, body: { rooms: [room] } },
      ],
    });
    await expect(api.get('/rooms', serverChecked<(typeof room)[]>(Array.isArray))).resolves.toEqual([room]);
    await expect(api.get('/rooms', serverChecked(Array.isArray))).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('reports an answer of an unexpected shape as BAD_RESPONSE', async () => {
    fakeApi({ 'GET /rooms': { status: 200, body: [{ id: 'not-a-uuid' }] } });
    await expect(api.get('/rooms', roomsSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
