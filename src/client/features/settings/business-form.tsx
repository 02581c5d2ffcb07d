import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type BusinessIdentity, BusinessIdentitySchema } from '../../../common/business.ts';
import { SITE_QUERIES } from '../../../common/seo.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';

/** The business identity every page, mail and proposal uses. */
export function BusinessForm({ business }: { business: BusinessIdentity }) {
  const queryClient = useQueryClient();
  const form = useForm<BusinessIdentity>({
    initialValues: business,
    validate: zodValidate(BusinessIdentitySchema),
  });
  const save = useMutation({
    // Without the offer: the server keeps the stored one (edited in its own tab, maybe since this form
    // loaded). The Instagram link is the Feature Manager's (docs/decisions/0025).
    mutationFn: ({ offer: _offer, instagram: _instagram, ...identity }: BusinessIdentity) =>
      api.put<BusinessIdentity>(SITE_QUERIES.business.url, identity),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_QUERIES.business.key, saved);
      form.resetDirty(saved);
      notifySuccess('Settings Saved', 'Every page, mail and proposal now uses these details.');
    },
    onError: (error) => {
      showSubmitError(error, {
        title: 'Save Failed',
        fallback: 'The settings could not be saved. Please try again.',
        setErrors: form.setErrors,
      });
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError)} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Business name" required {...form.getInputProps('name')} />
          <NumberInput
            label="Founded in"
            required
            min={1900}
            max={2100}
            allowDecimal={false}
            {...form.getInputProps('foundedYear')}
          />
        </SimpleGrid>
        <TextInput label="Tagline" {...form.getInputProps('tagline')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Street address"
            description="Leave empty to show none"
            {...form.getInputProps('address')}
          />
          <TextInput label="City, state and ZIP" {...form.getInputProps('city')} />
          <TextInput label="Phone" type="tel" required {...form.getInputProps('phone')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Website" type="url" {...form.getInputProps('website')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Social media links (Instagram, Facebook, TikTok, Yelp, Google) and the booking lead times are set in
          the{' '}
          <Anchor component={Link} to="/admin?tab=features">
            Feature Manager
          </Anchor>
          .
        </Text>
        <Title order={3} fz="h5" mt="sm">
          Business hours
        </Title>
        {form.values.hours.length === 0 && <Text c="dimmed">No hours listed.</Text>}
        {form.values.hours.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their position
          <Group key={index} align="flex-end" wrap="nowrap">
            <TextInput label="Days" style={{ flex: 1 }} {...form.getInputProps(`hours.${index}.days`)} />
            <TextInput label="Hours" style={{ flex: 1 }} {...form.getInputProps(`hours.${index}.time`)} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`Remove hours row ${index + 1}`}
              onClick={() => form.removeListItem('hours', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('hours', { days: '', time: '' })}
          disabled={form.values.hours.length >= 10}
        >
          Add hours
        </Button>
        <Group mt="md">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save business details
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
