import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { BROWSER_PRINT_DELAY_MS, printJobInBrowser } from './printInBrowser';

describe('printJobInBrowser', () => {
  afterEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove();
  });

  it('loads the receipt with the token into a hidden frame and prints it 300 ms after, once per job', async () => {
    localStorage.setItem('jwt', 'header.payload.signature');
    const html = '<!doctype html><p>Cuenta 42</p>';
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(html, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const print = vi.fn();
    const printing = printJobInBrowser('job-1');

    const frame = await vi.waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[data-print-job="job-1"]');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.srcdoc).toBe(html);
    expect(frame.style.visibility).toBe('hidden');
    if (frame.contentWindow) Object.assign(frame.contentWindow, { print, focus: vi.fn() });
    frame.dispatchEvent(new Event('load'));
    expect(print).not.toHaveBeenCalled();
    await expect(printing).resolves.toBe(true);
    expect(print).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/print-jobs/job-1/preview');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer header.payload.signature');

    // The same job asked again (event and poll both saw 'preview') prints once.
    await expect(printJobInBrowser('job-1')).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits the spec’s 300 ms before printing', () => {
    expect(BROWSER_PRINT_DELAY_MS).toBe(300);
  });

  it('fails without printing when the receipt cannot be read, and can be asked again', async () => {
    fakeApi({ 'GET /print-jobs/job-2/preview': { status: 404 } });
    await expect(printJobInBrowser('job-2')).rejects.toMatchObject({ status: 404 });
    expect(document.querySelector('iframe')).toBeNull();
    await expect(printJobInBrowser('job-2')).rejects.toMatchObject({ status: 404 });
  });
});
