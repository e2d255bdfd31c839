import type { ErrorCode } from '@comandero/domain';
import { v7 as uuidv7 } from 'uuid';
import { browser } from './browser';
import { loadValidators } from './loadValidators';
import { writeLoginNotice } from './loginNotice';
import { clearStoredSession, deviceId, isUsableJwt, offlineSessionHere, STORAGE_KEYS } from './storage';

/** Server codes plus the two failures that happen before an answer can be read. */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE' | 'QUEUED';

/** A POS write kept on this device (the outbox's OperationQueued): it will be sent when the server can be reached. */
export const isQueued = (
  error: unknown,
): error is ApiError & { readonly operationId: string; readonly sequence: number } =>
  error instanceof ApiError && error.code === 'QUEUED';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs of a domain zod schema to check an answer. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** Validates the answer; null for 204 No Content. */
  schema: AnswerSchema<T> | null;
  /** The operation id a retried or replayed write keeps; a fresh one when absent. */
  operationId?: string;
  signal?: AbortSignal;
}

/**
 * An answer read without zod, for the requests the first screen makes (the POS route's first
 * download carries no zod: DESIGN §10 budget). The server has checked it against the same domain
 * schema before sending it (fastify-type-provider-zod's serializer answers 500 otherwise); here it
 * must be JSON and pass `looksRight`, else it fails as BAD_RESPONSE like a schema's answer.
 */
export function serverChecked<T>(looksRight: (data: unknown) => boolean = isObject): AnswerSchema<T> {
  return {
    safeParse: (data) => (data != null && looksRight(data) ? { success: true, data: data as T } : { success: false }),
  };
}

const isObject = (data: unknown) => typeof data === 'object' && !Array.isArray(data);

const WRITE_METHODS: ReadonlySet<Method> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Their answer is a new credential (the server refuses to replay it), and their 401/403 mean wrong
 * credentials or PIN, not a lost session.
 */
const CREDENTIAL_PATHS: ReadonlySet<string> = new Set(['/auth/login', '/auth/pin']);
/** Waits before the second and third attempt of a write that got no usable answer. */
export const WRITE_RETRY_DELAYS_MS = [300, 1000] as const;
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export const newOperationId = (): string => uuidv7();

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const jwt = localStorage.getItem(STORAGE_KEYS.jwt);
  if (isUsableJwt(jwt)) headers.authorization = `Bearer ${jwt}`;
  const isCredentialCall = CREDENTIAL_PATHS.has(path);
  // Only a write the server can deduplicate is safe to send twice.
  const retriable = WRITE_METHODS.has(method) && !isCredentialCall;
  if (retriable) {
    headers['idempotency-key'] = options.operationId ?? newOperationId();
    headers['x-device-id'] = deviceId(newOperationId);
  }
  const init: RequestInit = {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  };

  const response = await send(`/api${path}`, init, retriable ? WRITE_RETRY_DELAYS_MS : []);
  if (response.ok) return readAnswer(response, options.schema);

  const error = await readError(response);
  if (endsSession(error) && !isCredentialCall) signOutLocally();
  throw error;
}

/** A file the server streams (a report's CSV or XLSX export): its bytes, once fully received. */
export async function apiDownload(path: string, body: unknown): Promise<Blob> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const jwt = localStorage.getItem(STORAGE_KEYS.jwt);
  if (isUsableJwt(jwt)) headers.authorization = `Bearer ${jwt}`;
  const response = await send(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }, []);
  if (response.ok) return response.blob();
  const error = await readError(response);
  if (endsSession(error)) signOutLocally();
  throw error;
}

/** A 401 or 403 ends the session, except a 403 asking for an authorizing PIN (the action is retried with it). */
const endsSession = (error: ApiError): boolean =>
  (error.status === 401 || error.status === 403) && error.code !== 'PIN_REQUIRED';

async function send(url: string, init: RequestInit, retryDelays: readonly number[]): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = retryDelays[attempt];
    try {
      const response = await fetch(url, init);
      const inProgress =
        response.status === 409 && (await readError(response.clone())).code === 'IDEMPOTENCY_IN_PROGRESS';
      if (delay === undefined || !(TRANSIENT_STATUSES.has(response.status) || inProgress)) return response;
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      if (delay === undefined) throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
    }
    await sleep(delay);
  }
}

async function readAnswer<T>(response: Response, schema: AnswerSchema<T> | null): Promise<T> {
  if (schema === null) return undefined as T;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success)
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server answered in an unexpected shape');
  return parsed.data;
}

async function readError(response: Response): Promise<ApiError> {
  const { apiErrorSchema } = await loadValidators();
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return new ApiError(response.status, 'BAD_RESPONSE', `HTTP ${response.status}`);
  const { code, message, details } = parsed.data.error;
  return new ApiError(response.status, code, message, details);
}

/** Spec 01 §8: a 401 or 403 ends the session: clear what is stored and start again at login. */
export function signOutLocally(): void {
  // The server answered and turned down an offline session: the login says the connection is back.
  if (offlineSessionHere()) writeLoginNotice('reconnected');
  clearStoredSession();
  browser.replaceWith('/login');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const api = {
  get: <T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal) => apiRequest(path, { schema, signal }),
  post: <T>(path: string, body: unknown, schema: AnswerSchema<T> | null, operationId?: string) =>
    apiRequest(path, { method: 'POST', body, schema, operationId }),
  put: <T>(path: string, body: unknown, schema: AnswerSchema<T> | null, operationId?: string) =>
    apiRequest(path, { method: 'PUT', body, schema, operationId }),
  patch: <T>(path: string, body: unknown, schema: AnswerSchema<T> | null, operationId?: string) =>
    apiRequest(path, { method: 'PATCH', body, schema, operationId }),
  delete: <T>(path: string, schema: AnswerSchema<T> | null, operationId?: string) =>
    apiRequest(path, { method: 'DELETE', schema, operationId }),
};
