/** Why the terminal went back to the login, for the login screen to say once. */
export type LoginNotice = 'offlineExpired' | 'reconnected';
const LOGIN_NOTICE_KEY = 'loginNotice';

export function writeLoginNotice(notice: LoginNotice): void {
  sessionStorage.setItem(LOGIN_NOTICE_KEY, notice);
}

export function readLoginNotice(): LoginNotice | null {
  const notice = sessionStorage.getItem(LOGIN_NOTICE_KEY);
  return notice === 'offlineExpired' || notice === 'reconnected' ? notice : null;
}

/** Said once: the login screen clears it when it has shown it. */
export function clearLoginNotice(): void {
  sessionStorage.removeItem(LOGIN_NOTICE_KEY);
}
