type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text a visitor types (not checkboxes, radios, files, buttons). */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input[type="search"], input[type="url"], input[type="number"], textarea';

/**
 * A visitor may type into a server-rendered form before React has the page. Hydration keeps the
 * field's text but not in the form's state, so the form would send (or its next render show) the
 * server's value. Once React has the page, each field whose text differs from the value React
 * hydrated it with (its `defaultValue`, which hydration sets to that value) gets its text again the
 * way typing gives it: the field goes back to React's value, then the browser inserts the typed
 * text as an edit (`insertText`), which sends the same input event a keystroke does. Public DOM
 * only; focus goes back where it was.
 */
export function handTypedTextToReact(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<TextField>(TEXT_FIELDS)].filter(
    (field) => field.value !== field.defaultValue && !field.readOnly && !field.disabled,
  );
  if (fields.length === 0) return;
  const focused = document.activeElement;
  for (const field of fields) {
    const typed = field.value;
    field.value = field.defaultValue;
    field.focus();
    field.select();
    if (typed === '') document.execCommand('delete');
    else document.execCommand('insertText', false, typed);
  }
  if (!(focused instanceof HTMLElement) || focused === document.body)
    (document.activeElement as HTMLElement | null)?.blur();
  else if (focused !== document.activeElement) focused.focus();
}
