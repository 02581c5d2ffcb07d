type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text a visitor types (not checkboxes, radios, files, buttons). */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input[type="search"], input[type="url"], input[type="number"], textarea';

const isTextField = (node: EventTarget | null): node is TextField =>
  node instanceof Element && node.matches(TEXT_FIELDS);

/**
 * A visitor may type into a server-rendered form before React has the page. The form's state does
 * not know it, and React's first render of the field would wipe it. This remembers what was typed
 * (before and while React starts) and returns a function that, once React has the page, gives each
 * field its text again the way typing does: the field goes back to the value React holds (its
 * `defaultValue`, which React keeps equal to a controlled field's value), then the browser inserts the
 * typed text as an edit (`insertText`), which sends the same input event a keystroke does. Public DOM
 * only; focus goes back where it was.
 */
export function keepTypedText(root: HTMLElement): () => void {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  const onInput = (event: Event) => {
    if (isTextField(event.target) && root.contains(event.target)) typed.set(event.target, event.target.value);
  };
  document.addEventListener('input', onInput, true);

  return () => {
    document.removeEventListener('input', onInput, true);
    const focused = document.activeElement;
    let moved = false;
    for (const [field, text] of typed) {
      if (!field.isConnected || field.readOnly || field.disabled || field.defaultValue === text) continue;
      field.value = field.defaultValue;
      field.focus();
      field.select();
      document.execCommand(text === '' ? 'delete' : 'insertText', false, text);
      moved = true;
    }
    if (!moved) return;
    if (focused instanceof HTMLElement && focused !== document.body) focused.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  };
}
