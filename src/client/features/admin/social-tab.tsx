import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SiteSwitches, SocialLinksSchema } from '../../../common/switches/schema.ts';
import { focusFirstError } from '../../lib/form-errors.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useSaveSwitches } from './use-admin.ts';

const NETWORKS = [
  { key: 'instagram', label: 'Instagram', placeholder: 'https://www.instagram.com/yourpage' },
  { key: 'facebook', label: 'Facebook', placeholder: 'https://www.facebook.com/yourpage' },
  { key: 'tiktok', label: 'TikTok', placeholder: 'https://www.tiktok.com/@yourpage' },
  { key: 'yelp', label: 'Yelp', placeholder: 'https://www.yelp.com/biz/yourpage' },
  { key: 'google', label: 'Google', placeholder: 'https://g.page/yourpage' },
] as const;

/** The business's profile links: the home page and the footer show them; blank hides the icon. */
export function SocialTab({ social }: { social: SiteSwitches['social'] }) {
  const save = useSaveSwitches();
  const form = useForm({ initialValues: social, validate: zodValidate(SocialLinksSchema) });
  return (
    <Paper withBorder radius="lg" p="lg" maw={720}>
      <Title order={2} fz="h4">
        Social Media
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Full https:// links. Leave a field blank to hide that icon on the site.
      </Text>
      <form onSubmit={form.onSubmit((values) => save.mutate({ social: values }), focusFirstError)}>
        <Stack>
          {NETWORKS.map((n) => (
            <TextInput
              key={n.key}
              type="url"
              label={n.label}
              placeholder={n.placeholder}
              {...form.getInputProps(n.key)}
            />
          ))}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save links
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
