import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { fetchQrImage } from './printers.api';

/** The preview asks for the QR image once typing pauses for this long. */
export const QR_DEBOUNCE_MS = 400;

/** The QR image of `message` as the server draws it (an object URL), or null while empty or loading. */
export function useQrImage(message: string): { url: string | null; failed: boolean } {
  const [debounced] = useDebouncedValue(message.trim(), QR_DEBOUNCE_MS);
  const [image, setImage] = useState<{ message: string; url: string | null; failed: boolean }>({
    message: '',
    url: null,
    failed: false,
  });

  useEffect(() => {
    if (!debounced) return;
    const controller = new AbortController();
    let url: string | null = null;
    fetchQrImage(debounced, controller.signal).then(
      (created) => {
        url = created;
        setImage({ message: debounced, url: created, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setImage({ message: debounced, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [debounced]);

  // An image of an older message is not shown for the new one.
  const current = debounced !== '' && image.message === debounced;
  return { url: current ? image.url : null, failed: current && image.failed };
}
