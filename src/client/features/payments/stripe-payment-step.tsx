import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/** The slice of Stripe.js this step uses (https://js.stripe.com/v3, loaded only with the stripe gateway). */
type StripeElement = { mount: (el: HTMLElement) => void; destroy: () => void };
type StripeElements = { create: (type: 'payment') => StripeElement };
type StripeJs = {
  elements: (options: { clientSecret: string }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams?: { return_url: string };
  }) => Promise<{ error?: { message?: string }; paymentIntent?: { id: string; status: string } }>;
};
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | undefined;

/** Stripe requires its script from its own host; the server's CSP allows it only with this gateway. */
function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Stripe's Payment Element: the card is typed into Stripe's frame and never reaches our server.
 * Stripe answers the browser at once; our server records the outcome from Stripe's signed webhook.
 */
export function StripePaymentStep({
  publishableKey,
  clientSecret,
  submitLabel,
  onResult,
}: {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  onResult: (result: { ok: boolean; message: string; chargeId: string | null }) => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; elements: StripeElements } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let element: StripeElement | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((factory) => {
        if (cancelled || !holder.current) return;
        const js = factory(publishableKey);
        const elements = js.elements({ clientSecret });
        element = elements.create('payment');
        element.mount(holder.current);
        setStripe({ js, elements });
      })
      .catch((error: Error) => setProblem(error.message));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret]);

  async function confirm() {
    if (!stripe) return;
    setBusy(true);
    const result = await stripe.js.confirmPayment({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    setBusy(false);
    const ok = !result.error && result.paymentIntent?.status === 'succeeded';
    onResult({
      ok,
      message: result.error?.message ?? (ok ? 'Payment successful' : 'Payment failed'),
      chargeId: result.paymentIntent?.id ?? null,
    });
  }

  return (
    <Stack gap="sm">
      {problem && <Alert color="red">{problem}</Alert>}
      <div ref={holder}>{!stripe && !problem && <Loader size="sm" />}</div>
      <Group justify="flex-end">
        <Button
          leftSection={<IconLock size={16} />}
          onClick={() => void confirm()}
          loading={busy}
          disabled={!stripe}
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
