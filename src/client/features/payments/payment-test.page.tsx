import { Button, Container, Grid, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { type Card, TEST_MODE_TEXT } from '../../../common/payments.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CardForm } from './card-form.tsx';
import { PaymentTestGate } from './payment-test-gate.tsx';
import { PaymentTestReference } from './payment-test-reference.tsx';
import { StripePaymentStep } from './stripe-payment-step.tsx';
import { newIdempotencyKey, usePaymentTestStatus, useTestPayment } from './use-payments.ts';

type Outcome = { ok: boolean; message: string; chargeId: string | null };

/** The spec's wait before the payment call (the processing state shows meanwhile). */
const PROCESSING_DELAY_MS = 2000;

/** /payment-test (spec 001 §2.9): locked, unlocked, form, processing, then success or failed. */
export function PaymentTestPage() {
  const status = usePaymentTestStatus();
  const charge = useTestPayment();
  const [processing, setProcessing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stripeSecret, setStripeSecret] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (status.isPending) return <Loader m="xl" />;
  const info = status.data;
  if (!info?.configured || !info.unlocked) return <PaymentTestGate configured={info?.configured ?? false} />;

  function finish(result: Outcome) {
    setOutcome(result);
    if (result.ok) notifySuccess('Test Payment Successful', `Charge ${result.chargeId ?? ''} for $1.00`);
    else notifyError('Test Payment Failed', 'Please check your merchant account configuration');
  }

  async function pay(card?: Card) {
    setProcessing(true);
    await new Promise((r) => setTimeout(r, PROCESSING_DELAY_MS));
    try {
      const result = await charge.mutateAsync({ ...(card ? { card } : {}), key: newIdempotencyKey() });
      if (result.clientSecret) setStripeSecret(result.clientSecret);
      else finish({ ok: result.success, message: result.message, chargeId: result.chargeId });
    } catch (error) {
      if (error instanceof Error && /^401:/.test(error.message)) void status.refetch();
      finish({ ok: false, message: errorText(error, 'Payment test failed'), chargeId: null });
    } finally {
      setProcessing(false);
    }
  }

  function reset() {
    setOutcome(null);
    setStripeSecret(null);
    setFormKey((k) => k + 1);
  }

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Payment Test
      </Title>
      {outcome ? (
        <Paper withBorder radius="lg" p="xl" maw={520} mx="auto">
          <Stack align="center" gap="sm">
            <ThemeIcon size={64} radius="xl" color={outcome.ok ? 'sage' : 'red'} variant="light" aria-hidden>
              {outcome.ok ? <IconCircleCheck size={36} /> : <IconCircleX size={36} />}
            </ThemeIcon>
            <Title order={2}>{outcome.ok ? 'Payment Successful!' : 'Payment Failed'}</Title>
            <Text c="dimmed" ta="center">
              {outcome.ok
                ? `${info.gateway === 'simulated' ? `${TEST_MODE_TEXT}.` : '$1.00 charged.'} Charge ID: ${outcome.chargeId}`
                : outcome.message || 'Payment failed'}
            </Text>
            <Button onClick={reset} variant={outcome.ok ? 'default' : 'filled'}>
              {outcome.ok ? 'Run Another Test' : 'Try Again'}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p="lg">
              <Title order={2} fz="xl" mb={4}>
                Test Payment: $1.00
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                {processing ? 'Processing your payment…' : 'All card fields are required.'}
              </Text>
              {info.gateway === 'stripe' && info.publishableKey ? (
                stripeSecret ? (
                  <StripePaymentStep
                    publishableKey={info.publishableKey}
                    clientSecret={stripeSecret}
                    submitLabel="Pay $1.00"
                    onResult={finish}
                  />
                ) : (
                  <Button onClick={() => void pay()} loading={processing}>
                    Enter card details
                  </Button>
                )
              ) : (
                <CardForm
                  key={formKey}
                  submitLabel="Pay $1.00"
                  processing={processing}
                  onSubmit={(card) => void pay(card)}
                />
              )}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PaymentTestReference live={info.live} gateway={info.gateway} />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
