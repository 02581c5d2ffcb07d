type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What React remembers a field's value to be; it reports a change only when the field differs. */
type Tracked = Field & { _valueTracker?: { setValue: (value: string) => void } };

const isField = (node: EventTarget | null): node is Field =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLTextAreaElement ||
  node instanceof HTMLSelectElement;

// Checkboxes and radios are left alone: the forms of the server-rendered pages have none.
const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Tells React the field changed to `value`, the way typing does, so the form's onChange runs.
 * React's value tracker is reset first, or it would take the event for no change.
 */
function applyValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  (field as Tracked)._valueTracker?.setValue(`${value}\u0000`);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A visitor may type into a server-rendered form before the page's JavaScript has run; the form's
 * state does not know it, and its first re-render would wipe the field. This remembers what was
 * typed (before and during hydration) and returns a function that hands it to React afterwards.
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  const record = (field: Field) => {
    if (!isToggle(field)) typed.set(field, field.value);
  };
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (isChanged(field)) record(field);
  }
  const onInput = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) record(event.target);
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);

  return () => {
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) if (field.isConnected) applyValue(field, value);
  };
}
