import {
  Alert,
  Button,
  Container,
  Paper,
  Rating,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCalendarDate } from '../../../common/business-time.ts';
import type { ReviewResult } from '../../../common/reviews/schema.ts';
import { ApiError, errorText } from '../../lib/api.ts';
import { useReviewTarget, useSubmitReview } from './reviews-api.ts';

/**
 * Alert titles in a deeper ink of their hue: Mantine's own on its light tint is 2.7–3.8:1 for
 * green, orange and red (under the 4.5:1 bold 16 px text needs).
 */
const INK = {
  green: { title: { color: '#166534' } },
  orange: { title: { color: '#9a3412' } },
  red: { title: { color: '#991b1b' } },
};

/** What the visitor sees once the review is in: 4–5 stars offer the public link, 1–3 a promise. */
function Thanks({ rating, answer }: { rating: number; answer: ReviewResult }) {
  if (rating >= 4) {
    return (
      <Alert color="green" icon={<IconCircleCheck />} title="Thank you for your review!" styles={INK.green}>
        {/* The question only when there is somewhere to answer it (the owner may have no public link). */}
        {answer.reviewLink ? (
          <Stack gap="sm">
            <Text size="sm">We are glad you enjoyed it. Would you share it with others too?</Text>
            {/* The one thing to do next, as a button a thumb finds (a text link was a 24 px target). */}
            <Button
              component="a"
              href={answer.reviewLink}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              fullWidth
            >
              Leave us a public review
            </Button>
          </Stack>
        ) : (
          <Text size="sm">We are glad you enjoyed it.</Text>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="blue" icon={<IconCircleCheck />} title="Thank you for telling us">
      We are sorry it was not all you hoped for. The owner reads every review and will get back to you
      personally.
    </Alert>
  );
}

/** The review link from the thank-you mail: no sign-in, the token says whose order it is. */
export function ReviewPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const target = useReviewTarget(token);
  const submit = useSubmitReview();
  const labelId = useId();

  // A link already used (409) or unknown (404), when opened or when sent: said plainly, no form.
  const failed = submit.error ?? target.error;
  const refusal = failed instanceof ApiError ? failed.status : 0;

  return (
    <Container size={560} py={{ base: 'md', sm: 'xl' }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            How did we do?
          </Title>
          {!token ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title="This review link is incomplete"
              styles={INK.red}
            >
              Please open the link from your thank-you email again.
            </Alert>
          ) : submit.isSuccess ? (
            <Thanks rating={rating} answer={submit.data} />
          ) : refusal === 409 ? (
            <Alert
              color="orange"
              icon={<IconAlertTriangle />}
              title="This review link was already used"
              styles={INK.orange}
            >
              Thank you, we already have your review. Each link takes one review.
            </Alert>
          ) : refusal === 404 ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle />}
              title="We do not know this review link"
              styles={INK.red}
            >
              Please open the link from your thank-you email again, or contact us.
            </Alert>
          ) : target.isPending ? (
            <Skeleton h={200} />
          ) : target.isError ? (
            <Alert color="red" icon={<IconAlertTriangle />}>
              {errorText(target.error, 'This review link could not be opened. Please try again.')}
            </Alert>
          ) : (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (rating < 1) {
                  setRatingError('Choose from 1 to 5 stars');
                  return;
                }
                submit.mutate({ token, stars: rating, comment: comment.trim() });
              }}
            >
              <Stack gap="md">
                <Text>
                  Your review of <strong>{target.data.title}</strong>
                  {target.data.eventDate
                    ? ` on ${formatCalendarDate(target.data.eventDate, { month: 'long', day: 'numeric', year: 'numeric' })}`
                    : ''}
                </Text>
                <Stack gap={4}>
                  <Text id={labelId} fw={500} size="sm">
                    Your rating
                  </Text>
                  {/*
                   * Mantine's Rating is a group of radio inputs whose arrows only highlight a star
                   * (Space or Enter choose it); here an arrow chooses it, as in any radio group.
                   */}
                  <div
                    role="radiogroup"
                    aria-labelledby={labelId}
                    onChange={(e) => {
                      const input = e.target as HTMLInputElement;
                      if (input.type !== 'radio') return;
                      setRating(Number(input.value));
                      setRatingError(null);
                    }}
                  >
                    <Rating
                      value={rating}
                      onChange={(v) => {
                        setRating(v);
                        setRatingError(null);
                      }}
                      // 44 px stars: each is a tap target on a phone (Mantine's xl is 32 px).
                      size={44}
                      getSymbolLabel={(i) => `${i} star${i === 1 ? '' : 's'}`}
                    />
                  </div>
                  {ratingError ? (
                    <Text c="red" size="sm" role="alert">
                      {ratingError}
                    </Text>
                  ) : null}
                </Stack>
                <Textarea
                  label="Comment"
                  placeholder="Tell us about the food and the service"
                  autosize
                  minRows={3}
                  maxLength={2000}
                  value={comment}
                  onChange={(e) => setComment(e.currentTarget.value)}
                />
                {submit.isError && refusal !== 409 && refusal !== 404 ? (
                  <Alert color="red" icon={<IconAlertTriangle />}>
                    {errorText(submit.error, 'Your review could not be sent. Please try again.')}
                  </Alert>
                ) : null}
                <Button type="submit" loading={submit.isPending} fullWidth>
                  Send my review
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
