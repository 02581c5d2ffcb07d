import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../common/money.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import { depositAmount, proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useOffer } from '../../lib/use-business.ts';
import { QUOTE_SUCCESS_TITLE, quoteSuccessText } from './quote-wizard.tsx';

/** What the public quote page shows once the request is in. */
export function QuoteSubmitted({
  quote,
  signedIn,
  onAnother,
}: {
  quote: Quote;
  signedIn: boolean;
  onAnother: () => void;
}) {
  const offer = useOffer();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    notifySuccess(QUOTE_SUCCESS_TITLE, quoteSuccessText(quote, offer.replyWithinHours));
  }, []);
  const priced = quote.totalAmount !== null;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="sage" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Thank you, your request is in
          </Title>
          <Text c="dimmed">Reference {proposalNumber(quote)}</Text>
          {priced ? (
            <Text>
              Your instant proposal comes to <strong>{formatMoney(quote.totalAmount)}</strong>, with a 50%
              deposit of {formatMoney(depositAmount(quote.totalAmount))} to confirm your date.
            </Text>
          ) : (
            <Text>Our team will price your custom menu and reply {replyWithin(offer)}.</Text>
          )}
          {quote.dishes.length > 0 && (
            <Text>
              Your dishes: <strong>{quote.dishes.map((d) => d.name).join(', ')}</strong>
            </Text>
          )}
          {signedIn ? (
            <Text>You can follow it, download it and accept it in your portal.</Text>
          ) : (
            <Text>
              We sent the details to <strong>{quote.clientEmail}</strong>. Create a client portal account with
              that email to view, download and accept your proposal online.
            </Text>
          )}
          <Group justify="center">
            {signedIn ? (
              <Button component={Link} to={`/proposals?quote=${quote.id}`}>
                View your proposals
              </Button>
            ) : (
              <Button component={Link} to="/signup">
                Create your account
              </Button>
            )}
            <Button variant="default" onClick={onAnother}>
              Request another quote
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
