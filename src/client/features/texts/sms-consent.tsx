import { Checkbox } from '@mantine/core';
import { useBusiness } from '../../lib/use-business.ts';
import choice from '../../ui/top-aligned-choice.module.css';

/**
 * The opt-in to texts, with what the customer agrees to beside it: nothing is texted to a number
 * that has not opted in (issue 40), so the box starts unticked. Texts need a number: without one the
 * box is off and says so (and a ticked box unticks when the number is cleared).
 */
export function SmsConsentCheckbox({
  checked,
  onChange,
  phone,
  label = 'Text me updates about this order',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The phone number the texts would go to, as typed above the box. */
  phone: string;
  label?: string;
}) {
  const business = useBusiness();
  const hasPhone = phone.trim() !== '';
  return (
    <Checkbox
      label={label}
      description={
        hasPhone
          ? `${business.name || 'We'} will text the phone number above about this order (confirmation, delivery, payment and event reminders). At most 5 texts a day, none between 9 PM and 8 AM. Message and data rates may apply. Reply STOP to stop, START to resume.`
          : 'Enter a mobile phone number above to get text updates.'
      }
      checked={checked && hasPhone}
      disabled={!hasPhone}
      onChange={(e) => onChange(e.currentTarget.checked)}
      // The box beside the label, not halfway down the consent words.
      classNames={{ body: choice.body, inner: choice.checkboxInner }}
    />
  );
}
