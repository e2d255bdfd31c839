import { Loader } from '@mantine/core';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CAPTCHA_CHALLENGE_URL } from './auth.api';

export interface CaptchaHandle {
  /** Asks for a new proof: each solved payload is accepted by the server only once. */
  reset(): void;
}

interface AltchaChallengeProps {
  ref?: Ref<CaptchaHandle>;
  /** The verified payload, or null while there is none. */
  onPayload(payload: string | null): void;
}

/** Loaded only when the server has the challenge on, so the widget never weighs on the login bundle. */
async function loadWidget(): Promise<void> {
  await import('altcha');
  await import('altcha/i18n/es-es');
}

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

/** The ALTCHA human check, in dark theme (spec 01 §2) and in the interface language. */
export default function AltchaChallenge({ ref, onPayload }: AltchaChallengeProps) {
  const { t, i18n } = useTranslation();
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const [loaded, setLoaded] = useState(false);
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;

  useEffect(() => {
    let live = true;
    void loadWidget().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onPayloadRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset();
      onPayloadRef.current(null);
    },
  }));

  if (!loaded) return <Loader size="sm" aria-label={t('login.captchaLoading')} />;
  return (
    <altcha-widget
      ref={widget}
      challenge={CAPTCHA_CHALLENGE_URL}
      // The proof of work starts when the staff member starts typing: no extra tap on a tablet.
      auto="onfocus"
      language={i18n.language === 'en' ? 'en' : 'es-es'}
      aria-label={t('login.captchaLabel')}
      style={{ colorScheme: 'dark', display: 'block' }}
    />
  );
}
