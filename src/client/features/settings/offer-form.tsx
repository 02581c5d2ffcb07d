import {
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessIdentity } from '../../../common/business.ts';
import { OfferSchema } from '../../../common/offer/schema.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { SITE_QUERIES } from '../../../common/seo.ts';
import { api } from '../../lib/api.ts';
import { focusFirstError, showSubmitError } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useMenuCategories } from '../menu/use-menu.ts';
import { BillSettingsFields } from './bill-settings-fields.tsx';
import { CrewSettingsFields } from './crew-settings-fields.tsx';
import { PickupHoursFields } from './pickup-hours-fields.tsx';

/** "One per line" text areas for the lists of what a package includes. */
function linesProps(value: string[], set: (lines: string[]) => void) {
  return {
    value: value.join('\n'),
    onChange: (e: React.ChangeEvent<HTMLTextAreaElement>) =>
      set(e.currentTarget.value.split('\n').map((l) => l.trimStart())),
  };
}

/**
 * The offer: what every page, the quote flow, mails and the PDF state. One save changes them all,
 * and the server prices new quote requests from it.
 */
export function OfferForm({ business }: { business: BusinessIdentity }) {
  const queryClient = useQueryClient();
  const categories = useMenuCategories();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.slug, label: c.label }));
  const form = useForm<Offer>({ initialValues: business.offer, validate: zodValidate(OfferSchema) });
  const save = useMutation({
    mutationFn: (offer: Offer) => {
      const clean = {
        ...offer,
        perPerson: offer.perPerson.map((p) => ({ ...p, includes: p.includes.filter((l) => l.trim()) })),
        perEvent: offer.perEvent.map((p) => ({ ...p, includes: p.includes.filter((l) => l.trim()) })),
      };
      return api.put<BusinessIdentity>(SITE_QUERIES.business.url, { ...business, offer: clean });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_QUERIES.business.key, saved);
      form.resetDirty(saved.offer);
      notifySuccess('Settings Saved', 'Every page, quote, mail and proposal now uses this offer.');
    },
    onError: (error) => {
      showSubmitError(error, {
        title: 'Save Failed',
        fallback: 'The offer could not be saved. Please try again.',
        setErrors: form.setErrors,
      });
    },
  });

  const packageCard = (kind: 'perPerson' | 'perEvent', index: number) => {
    const path = `${kind}.${index}`;
    const pkg = form.values[kind][index]!;
    return (
      <Card key={path} withBorder radius="md" padding="md">
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" {...form.getInputProps(`${path}.name`)} />
            <TextInput
              label={kind === 'perPerson' ? 'Price per person' : 'Price per event'}
              leftSection="$"
              {...form.getInputProps(kind === 'perPerson' ? `${path}.pricePerPerson` : `${path}.price`)}
            />
            <NumberInput
              label="Minimum guests"
              min={1}
              allowDecimal={false}
              {...form.getInputProps(`${path}.minGuests`)}
            />
            {kind === 'perEvent' && (
              <NumberInput
                label="Maximum guests"
                min={1}
                allowDecimal={false}
                {...form.getInputProps(`${path}.maxGuests`)}
              />
            )}
            <NumberInput
              label="Dishes the client chooses"
              min={1}
              max={5}
              allowDecimal={false}
              {...form.getInputProps(`${path}.dishCount`)}
            />
          </SimpleGrid>
          <MultiSelect
            label="Menu categories the dishes come from"
            data={categoryOptions}
            {...form.getInputProps(`${path}.eligibleCategories`)}
          />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps(`${path}.description`)} />
          <Textarea
            label="Also included (one per line)"
            autosize
            minRows={2}
            {...linesProps(pkg.includes, (lines) => form.setFieldValue(`${path}.includes`, lines))}
          />
        </Stack>
      </Card>
    );
  };

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values), focusFirstError)} noValidate>
      <Stack gap="md" maw={900}>
        <Title order={3} fz="h4">
          Packages per person
        </Title>
        {form.values.perPerson.map((_, i) => packageCard('perPerson', i))}
        <Title order={3} fz="h4">
          Packages per event
        </Title>
        {form.values.perEvent.map((_, i) => packageCard('perEvent', i))}

        <Title order={3} fz="h4">
          Services, pans and add-ons (starting prices)
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {form.values.services.map((s, i) => (
            <TextInput
              key={s.id}
              label={s.title}
              leftSection="$"
              {...form.getInputProps(`services.${i}.price`)}
            />
          ))}
          <TextInput label={form.values.pans.title} leftSection="$" {...form.getInputProps('pans.price')} />
          {form.values.addOns.map((s, i) => (
            <TextInput
              key={s.id}
              label={s.title}
              leftSection="$"
              {...form.getInputProps(`addOns.${i}.price`)}
            />
          ))}
        </SimpleGrid>

        <Title order={3} fz="h4">
          Minimums and replies
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <NumberInput label="Smallest party" min={1} {...form.getInputProps('minimums.smallestParty')} />
          <NumberInput label="Custom quote minimum" min={1} {...form.getInputProps('minimums.customQuote')} />
          <NumberInput
            label="Food truck hours minimum"
            min={1}
            {...form.getInputProps('minimums.foodTruckHours')}
          />
          <NumberInput label="We reply within (hours)" min={1} {...form.getInputProps('replyWithinHours')} />
          <NumberInput
            label="Proposals open to signature (days)"
            min={1}
            max={365}
            {...form.getInputProps('proposals.validDays')}
          />
          <NumberInput
            label="Final guest count due (hours before the event)"
            min={0}
            max={2160}
            {...form.getInputProps('guestCounts.closesHoursBefore')}
          />
          <NumberInput
            label="New signature when a count raises the total by more than (%)"
            min={0}
            max={100}
            {...form.getInputProps('guestCounts.newSignatureAbovePercent')}
          />
        </SimpleGrid>
        <Switch
          label="Send priced package requests as proposals at once"
          description="Off: each request waits for you to review its price and send it."
          {...form.getInputProps('proposals.sendPricedAtOnce', { type: 'checkbox' })}
        />
        {/* Issue 34 §2: the size over which a request waits for the owner even when sent at once. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Review requests over (guests)"
            description="A larger request waits for you even with instant proposals on."
            min={1}
            max={10_000}
            allowDecimal={false}
            {...form.getInputProps('instantProposalLimit.maxGuests')}
          />
          <TextInput
            label="Review requests over (total)"
            description="Tax included, as the client's estimate shows it."
            leftSection="$"
            {...form.getInputProps('instantProposalLimit.maxTotal')}
          />
        </SimpleGrid>

        <BillSettingsFields form={form} />
        <CrewSettingsFields form={form} />
        {/* Issue 37 §2: dishes costing more than this share of their price show red in the menu manager. */}
        <Title order={3} fz="h4">
          Food cost
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Food cost target (%)"
            description="A dish whose ingredients cost more than this share of its price shows in red."
            min={1}
            max={100}
            allowDecimal={false}
            {...form.getInputProps('costing.foodCostTargetPercent')}
          />
        </SimpleGrid>
        <PickupHoursFields form={form} business={business} />

        {/* Issue 40 §3: where a customer who gave 4 or 5 stars is invited to review the business. */}
        <Title order={3} fz="h4">
          Reviews
        </Title>
        <TextInput
          label="Public review link"
          description="Your Google Business profile or another review page; offered after 4 or 5 stars. Blank: none."
          placeholder="https://g.page/r/…/review"
          {...form.getInputProps('reviewLink')}
        />

        <Title order={3} fz="h4">
          Figures on the home and about pages
        </Title>
        <Text size="sm" c="dimmed">
          Claim only what is true: these are the first numbers a visitor reads.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.claims.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: claims have no identity besides their position
            <Group key={i} grow>
              <TextInput label="Figure" {...form.getInputProps(`claims.${i}.value`)} />
              <TextInput label="Label" {...form.getInputProps(`claims.${i}.label`)} />
            </Group>
          ))}
        </SimpleGrid>

        <Group mt="md">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save offer
          </Button>
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
