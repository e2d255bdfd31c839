import { ApiError } from './api';
import { isUsableJwt, STORAGE_KEYS } from './storage';

/** A print job's 80 mm receipt as HTML (not JSON, so it is read past the JSON client), with this terminal's token. */
export async function fetchJobPreview(jobId: string, signal?: AbortSignal): Promise<string> {
  const jwt = localStorage.getItem(STORAGE_KEYS.jwt);
  const headers: Record<string, string> = { accept: 'text/html' };
  if (isUsableJwt(jwt)) headers.authorization = `Bearer ${jwt}`;
  let response: Response;
  try {
    response = await fetch(`/api/print-jobs/${encodeURIComponent(jobId)}/preview`, { headers, signal: signal ?? null });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached');
  }
  if (!response.ok) throw new ApiError(response.status, 'BAD_RESPONSE', `HTTP ${response.status}`);
  return response.text();
}
