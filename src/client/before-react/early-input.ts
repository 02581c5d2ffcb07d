/**
 * A visitor may type into a server-rendered form, or pick a date or an option, before React has the
 * page. The form's state does not know it, and React's first render of the field would wipe it. This
 * remembers each field's value (set before and while React starts) and returns a function that, once
 * React has the page, gives each field its value again the way the browser does when a person edits
 * it: the field first shows the value React holds (an assignment, which React sees), then the
 * element's own `value` setter puts the visitor's value (which React has not seen) and the `input` and
 * `change` events an edit sends follow, so React's onChange reads a change. Public DOM only, one path
 * for every kind of field, and no dependence on focus (an editing command in a window without focus
 * may insert nothing, and the field would be left blank).
 */
type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields a visitor types in or picks a value for (not checkboxes, radios, files, buttons: taps). */
const VALUE_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input[type="search"], input[type="url"], input[type="number"], input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"], input[type="week"], textarea, select';

const isValueField = (node: EventTarget | null): node is ValueField =>
  node instanceof Element && node.matches(VALUE_FIELDS);

/** The value a field shows until someone edits it: the server's, which React's state starts from. */
function untouchedValue(field: ValueField): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const option = [...field.options].find((o) => o.defaultSelected) ?? field.options[0];
  return option?.value ?? '';
}

const prototypeOf = (field: ValueField) =>
  field instanceof HTMLSelectElement
    ? HTMLSelectElement.prototype
    : field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;

function giveValueAgain(field: ValueField, value: string): void {
  field.value = untouchedValue(field);
  Object.getOwnPropertyDescriptor(prototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

export function keepTypedText(root: HTMLElement): () => void {
  const edited = new Map<ValueField, string>();
  for (const field of root.querySelectorAll<ValueField>(VALUE_FIELDS)) {
    if (field.value !== untouchedValue(field)) edited.set(field, field.value);
  }
  const onEdit = (event: Event) => {
    if (isValueField(event.target) && root.contains(event.target))
      edited.set(event.target, event.target.value);
  };
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);

  return () => {
    document.removeEventListener('input', onEdit, true);
    document.removeEventListener('change', onEdit, true);
    for (const [field, value] of edited) {
      const readOnly = !(field instanceof HTMLSelectElement) && field.readOnly;
      if (!field.isConnected || readOnly || field.disabled || value === untouchedValue(field)) continue;
      giveValueAgain(field, value);
    }
  };
}
