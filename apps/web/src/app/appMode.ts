import { create } from 'zustand';

/** Spec 01 §1: normal, or the waiter-screen mode where each table is taken after a change of user. */
export type AppMode = 'normal' | 'waiters';

/** The mode belongs to the device, so it survives a sign-out (spec 01 §3 local storage). */
export const MODE_STORAGE_KEY = 'mode';

const storedMode = (): AppMode => (localStorage.getItem(MODE_STORAGE_KEY) === 'waiters' ? 'waiters' : 'normal');

export const useAppMode = create<{ mode: AppMode }>(() => ({ mode: storedMode() }));

export function setAppMode(mode: AppMode): void {
  localStorage.setItem(MODE_STORAGE_KEY, mode);
  useAppMode.setState({ mode });
}

/** Reads the stored mode again (tests, and a storage cleared by another tab). */
export function restoreAppMode(): void {
  useAppMode.setState({ mode: storedMode() });
}
