import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { api, errorText } from '../../lib/api.ts';
import classes from './newsletter-signup.module.css';

/**
 * The footer's sign-up. Deliberately small (every public page carries it): plain state, one request,
 * the answer shown in place. The server mails a confirm link; nothing counts until it is followed.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; text?: string }>({
    kind: 'idle',
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const res = await api.post<{ message: string }>('/api/newsletter', { email });
      setState({ kind: 'done', text: res.message });
      setEmail('');
    } catch (error) {
      setState({ kind: 'error', text: errorText(error, 'Please try again in a moment.') });
    }
  };
  return (
    <form onSubmit={submit} aria-label="Newsletter sign-up">
      <Text size="sm" fw={700} c="white" mb={6}>
        Seasonal menus and tastings, once a month
      </Text>
      <Group gap={6} wrap="nowrap">
        {/* A native input: Mantine's TextInput would add ~4 KB to every public page. */}
        <input
          type="email"
          required
          className={classes.input}
          aria-label="Your e-mail for the newsletter"
          placeholder="Your email address"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" loading={state.kind === 'sending'}>
          Subscribe
        </Button>
      </Group>
      <Text size="xs" mt={6} role="status" c={state.kind === 'error' ? '#fecaca' : '#e7dccf'}>
        {state.text ?? 'We send a confirmation link first. Unsubscribe with one click.'}
      </Text>
    </form>
  );
}
