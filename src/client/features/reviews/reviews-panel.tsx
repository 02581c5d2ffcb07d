import {
  Alert,
  Anchor,
  Card,
  Group,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate, formatShortDate } from '../../../common/business-time.ts';
import { errorText } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import choice from '../../ui/top-aligned-choice.module.css';
import { useAdminReviews, usePublishReview } from './reviews-api.ts';

/** The reviews clients left from the thank-you link: the month's averages, then each review. */
export function ReviewsPanel() {
  const reviews = useAdminReviews();
  const publish = usePublishReview();
  if (reviews.isPending) return <Skeleton h={160} />;
  if (reviews.isError)
    return <Alert color="red">{errorText(reviews.error, 'The reviews could not be loaded')}</Alert>;
  const { monthly, items } = reviews.data;
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        Reviews
      </Title>
      {monthly.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {monthly.map((m) => (
            <Card key={m.month} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {formatCalendarDate(`${m.month}-01`, { month: 'long', year: 'numeric' })}
              </Text>
              <Text fw={700} fz="lg">
                {m.average.toFixed(1)} ★
              </Text>
              <Text size="xs" c="dimmed">
                {m.count} review{m.count === 1 ? '' : 's'}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      {items.length === 0 ? <Text c="dimmed">No reviews yet.</Text> : null}
      {items.map((r) => (
        <Card key={r.id} withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Rating value={r.stars} readOnly size="sm" aria-label={`${r.stars} of 5 stars`} />
                <Text fw={600}>{r.firstName}</Text>
                <Text size="sm" c="dimmed">
                  {formatShortDate(r.createdAt)}
                </Text>
              </Group>
              <Switch
                label="Publish on the home page"
                checked={r.published}
                // The home page quotes words: a review of stars alone has none to show (turning off stays possible).
                description={!r.comment && !r.published ? 'Stars only: no words to quote' : undefined}
                disabled={publish.isPending || (!r.comment && !r.published)}
                classNames={{ body: choice.body, track: choice.switchTrack }}
                onChange={(e) =>
                  publish.mutate(
                    { id: r.id, published: e.currentTarget.checked },
                    { onError: (err) => notifyError(errorText(err, 'The review could not be changed')) },
                  )
                }
              />
            </Group>
            <Text size="xs" c="dimmed">
              {r.title}
            </Text>
            {r.comment ? <Text size="sm">{r.comment}</Text> : null}
            {/* 1–3 stars came to the owner as an inquiry (issue 40 §3): where to answer it. */}
            {r.stars <= 3 ? (
              <Text size="sm" c="dimmed">
                Sent to you as an inquiry:{' '}
                <Anchor component={Link} to="/inquiries" size="sm">
                  answer it in Inquiries
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
