import { NumberInput, SimpleGrid, Text, Title } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { Offer } from '../../../common/offer/types.ts';

type OfferFormApi = Pick<ReturnType<typeof useForm<Offer>>, 'getInputProps'>;

/**
 * How the kitchen and the crew work an event (docs/decisions/0075): the prep sheet's pans per guest
 * and the banquet event order's timeline and servers.
 */
export function CrewSettingsFields({ form }: { form: OfferFormApi }) {
  const minutes = (label: string, path: string) => (
    <NumberInput label={label} min={0} suffix=" min" {...form.getInputProps(`crew.${path}`)} />
  );
  return (
    <>
      <Title order={3} fz="h4">
        Kitchen and crew
      </Title>
      <Text size="sm" c="dimmed">
        The prep sheet and the banquet event order work out pans, the day's timeline and servers from these.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <NumberInput label="Guests per half pan" min={1} {...form.getInputProps('crew.guestsPerHalfPan')} />
        <NumberInput label="Guests per full pan" min={1} {...form.getInputProps('crew.guestsPerFullPan')} />
        <NumberInput label="Guests per server" min={1} {...form.getInputProps('crew.guestsPerServer')} />
        {minutes('Crew arrives before service', 'arrivalMinutesBefore')}
        {minutes('Setup takes', 'setupMinutes')}
        {minutes('Service lasts', 'serviceMinutes')}
        {minutes('Breakdown takes', 'breakdownMinutes')}
      </SimpleGrid>
    </>
  );
}
