import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { useUnlockPaymentTest } from './use-payments.ts';

/** 'Payment Test Access': the password is checked by the server, which also limits wrong tries. */
export function PaymentTestGate({ configured }: { configured: boolean }) {
  const [password, setPassword] = useState('');
  const unlock = useUnlockPaymentTest();

  async function submit() {
    try {
      await unlock.mutateAsync(password);
      notifySuccess('Access Granted');
    } catch (error) {
      setPassword('');
      const tooMany = error instanceof ApiError && error.status === 429;
      notifyError(
        'Access Denied',
        tooMany ? (error.serverMessage ?? 'Too many attempts') : 'Incorrect password',
      );
    }
  }

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconLock size={28} />
          </ThemeIcon>
          <Title order={1} fz={26} ta="center">
            Payment Test Access
          </Title>
          {configured ? (
            <form
              style={{ width: '100%' }}
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Stack gap="sm">
                <Text c="dimmed" ta="center" size="sm">
                  Enter the password to run a $1.00 test payment.
                </Text>
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" fullWidth loading={unlock.isPending} disabled={!password}>
                  Unlock
                </Button>
              </Stack>
            </form>
          ) : (
            <Text c="dimmed" ta="center">
              The payment test is not configured on this server. The operator sets PAYMENT_TEST_PASSWORD to
              turn it on.
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
