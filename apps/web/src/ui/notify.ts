import { notifications } from '@mantine/notifications';
import { describeError } from '../app/errors';
import i18n from '../i18n';

/** A notice stays long enough to be read at arm's length (spec 01 §9: notifications 7 s). */
const NOTICE_MS = 7000;

export function notifyError(error: unknown, title?: string): void {
  notifications.show({ color: 'red', title, message: describeError(error, i18n.t), autoClose: NOTICE_MS });
}

export function notifyWarning(message: string, title?: string): void {
  notifications.show({ color: 'yellow', title, message, autoClose: NOTICE_MS });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: NOTICE_MS });
}
