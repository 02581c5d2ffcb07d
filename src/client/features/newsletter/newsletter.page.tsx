import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, errorText } from '../../lib/api.ts';

/** /newsletter?confirm=… or ?unsubscribe=…: the links of the newsletter mails, acted on at once. */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const request = confirm
      ? api.post<{ message: string }>('/api/newsletter/confirm', { token: confirm })
      : unsubscribe
        ? api.post<{ message: string }>(
            `/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
          )
        : Promise.reject(new Error('no token'));
    request
      .then((res) => setResult({ ok: true, text: res.message }))
      .catch((error: unknown) =>
        setResult({
          ok: false,
          text: errorText(error, 'This link is incomplete. Use the link from your mail.'),
        }),
      );
  }, [confirm, unsubscribe]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{unsubscribe ? 'Unsubscribe' : 'Newsletter'}</Title>
        {result ? (
          <Alert color={result.ok ? 'sage' : 'red'} title={result.ok ? 'Done' : 'Something is wrong'}>
            {result.text}
          </Alert>
        ) : (
          <Loader color="ember" aria-label="Working" />
        )}
        <Button component={Link} to="/" variant="light" w="fit-content">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
