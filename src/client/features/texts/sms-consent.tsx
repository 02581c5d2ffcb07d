import { Checkbox } from '@mantine/core';
import { useBusiness } from '../../lib/use-business.ts';

/**
 * The opt-in to texts, with what the customer agrees to beside it: nothing is texted to a number
 * that has not opted in (issue 40), so the box starts unticked.
 */
export function SmsConsentCheckbox({
  checked,
  onChange,
  label = 'Text me updates about this order',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const business = useBusiness();
  return (
    <Checkbox
      label={label}
      description={`${business.name || 'We'} will text the phone number above about this order (confirmation, delivery, payment and event reminders). At most 5 texts a day, none between 9 PM and 8 AM. Message and data rates may apply. Reply STOP to stop, START to resume.`}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      // The box beside the label, not halfway down the consent words.
      styles={{ body: { alignItems: 'flex-start' } }}
    />
  );
}
