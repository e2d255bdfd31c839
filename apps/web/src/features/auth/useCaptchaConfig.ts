import { useEffect, useState } from 'react';
import { fetchCaptchaConfig } from './auth.api';

/**
 * Whether the login needs the human check. Until the server answers (or when it cannot), the widget
 * stays away; the server still demands the proof and says so with CAPTCHA_REQUIRED.
 */
export function useCaptchaEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const request = new AbortController();
    fetchCaptchaConfig(request.signal)
      .then((config) => setEnabled(config.enabled))
      .catch(() => setEnabled(false));
    return () => request.abort();
  }, []);
  return enabled;
}
