import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { makeUser } from '../test/fixtures';
import { api } from './api';
import { browser } from './browser';
import { readLoginNotice } from './loginNotice';
import { resumeOfflineSession, startOfflineSession } from './offlineSession';
import { useOutboxStatus } from './outbox/outboxStatus';
import { isSignedIn, restoreSession, useSession } from './session';

const waiter = makeUser('mesero');
const HOUR = 60 * 60 * 1000;
const ME = { status: 200, body: { user: { ...waiter, name: 'Mario M.' } } };
const NOW_ANSWER = { status: 200, body: { now: '2026-03-01T12:00:00.000Z' } };

afterEach(() => {
  useSession.setState({ jwt: null, user: null, offlineUntil: null });
  sessionStorage.clear();
});

describe('an offline session', () => {
  it('signs in without a token until its end, and survives a reload of the page', async () => {
    const until = Date.now() + 12 * HOUR;
    startOfflineSession(waiter, { jwt: null, until });
    expect(isSignedIn(useSession.getState())).toBe(true);
    expect(localStorage.getItem('jwt')).toBeNull();
    useSession.setState({ jwt: null, user: null, offlineUntil: null });
    await restoreSession();
    expect(useSession.getState()).toMatchObject({ user: waiter, offlineUntil: until });
    expect(isSignedIn(useSession.getState())).toBe(true);
  });

  it('is over when its time has passed: a reload finds no session', async () => {
    localStorage.setItem('user', JSON.stringify(waiter));
    localStorage.setItem('offlineSession', String(Date.now() - 1));
    await restoreSession();
    expect(isSignedIn(useSession.getState())).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('ends in place at its end, without a reload (the server may still be away), and the login says why', async () => {
    vi.useFakeTimers();
    startOfflineSession(waiter, { jwt: 'a.b.c', until: Date.now() + 12 * HOUR });
    await vi.advanceTimersByTimeAsync(12 * HOUR - 1);
    expect(isSignedIn(useSession.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(useSession.getState()).toEqual({ jwt: null, user: null, offlineUntil: null });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(browser.replaceWith).not.toHaveBeenCalled();
    expect(readLoginNotice()).toBe('offlineExpired');
  });
});

describe('the connection coming back during an offline session', () => {
  it('carries on with the stored token when the server still takes it', async () => {
    const server = fakeApi({ 'GET /general/now': NOW_ANSWER, 'GET /auth/me': ME });
    startOfflineSession(waiter, { jwt: 'still.valid.jwt', until: Date.now() + HOUR });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSession.getState().offlineUntil).toBeNull());
    expect(useSession.getState()).toMatchObject({ jwt: 'still.valid.jwt', user: { name: 'Mario M.' } });
    expect(localStorage.getItem('offlineSession')).toBeNull();
    expect(server.callsTo('GET', '/auth/me')[0]?.headers.get('authorization')).toBe('Bearer still.valid.jwt');
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });

  it('asks to sign in again when the server refuses the token, keeping the device id and the outbox', async () => {
    fakeApi({
      'GET /general/now': NOW_ANSWER,
      'GET /auth/me': { status: 401, body: { error: { code: 'SESSION_REVOKED', message: 'x' } } },
    });
    localStorage.setItem('deviceId', 'device-1');
    useOutboxStatus.setState({ online: false });
    startOfflineSession(waiter, { jwt: 'revoked.jwt', until: Date.now() + HOUR });
    useOutboxStatus.setState({ online: true });
    await waitFor(() => expect(browser.replaceWith).toHaveBeenCalledWith('/login'));
    expect(readLoginNotice()).toBe('reconnected');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('deviceId')).toBe('device-1');
  });

  it('says so at the login when any request is turned down during an offline session', async () => {
    fakeApi({ 'GET /tables': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } } });
    startOfflineSession(waiter, { jwt: null, until: Date.now() + HOUR });
    await expect(api.get('/tables', { safeParse: () => ({ success: false }) })).rejects.toThrow();
    expect(browser.replaceWith).toHaveBeenCalledWith('/login');
    expect(readLoginNotice()).toBe('reconnected');
  });

  it('says so too on a second tab, whose shared mark the first tab already cleared when it signed out', async () => {
    fakeApi({ 'GET /tables': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } } });
    startOfflineSession(waiter, { jwt: null, until: Date.now() + HOUR });
    // The other tab signed out first: the device's storage no longer says the session was offline.
    localStorage.removeItem('offlineSession');
    localStorage.removeItem('user');
    await expect(api.get('/tables', { safeParse: () => ({ success: false }) })).rejects.toThrow();
    expect(browser.replaceWith).toHaveBeenCalledWith('/login');
    expect(readLoginNotice()).toBe('reconnected');
  });

  it('asks to sign in again when the session has no token to send with', async () => {
    const server = fakeApi({ 'GET /general/now': NOW_ANSWER });
    startOfflineSession(waiter, { jwt: null, until: Date.now() + HOUR });
    await resumeOfflineSession();
    expect(browser.replaceWith).toHaveBeenCalledWith('/login');
    expect(server.callsTo('GET', '/auth/me')).toHaveLength(0);
  });

  it('stays offline while the server does not answer', async () => {
    fakeApi({ 'GET /general/now': 'network-error' });
    startOfflineSession(waiter, { jwt: 'a.b.c', until: Date.now() + HOUR });
    await resumeOfflineSession();
    expect(useSession.getState()).toMatchObject({ user: waiter, jwt: 'a.b.c' });
    expect(useSession.getState().offlineUntil).not.toBeNull();
    expect(browser.replaceWith).not.toHaveBeenCalled();
  });
});
