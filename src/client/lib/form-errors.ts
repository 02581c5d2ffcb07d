import { flushSync } from 'react-dom';
import { ApiError, errorText } from './api.ts';
import { notifyError } from './notify.ts';

/** Reasons by field name: the API's `fieldErrors` and Mantine's form errors alike. */
export type FieldErrors = Record<string, string>;

/**
 * The field a form error is about, found by its `data-path`: Mantine's `getInputProps` puts the field
 * name there, and a field outside a `useForm` (checkout's discount code) sets it by hand. So the API's
 * field names are the only link between a refusal and the input it concerns.
 */
function fieldNode(key: string, scope: ParentNode): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`[data-path="${CSS.escape(key)}"]`);
}

/** Moves focus to the first (in reading order) of these fields on the page; false when none is shown. */
function focusFirstField(keys: string[], scope: ParentNode = document): boolean {
  const nodes = keys.flatMap((key) => fieldNode(key, scope) ?? []);
  const [first] = nodes.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  if (!first) return false;
  // Scrolled first, so the toast that may follow sees where the field ended up (lib/notify.ts).
  first.scrollIntoView({ block: 'center' });
  first.focus({ preventScroll: true });
  return true;
}

/** For `form.onSubmit(submit, focusFirstError)`: a form refused in the browser puts focus on its first error. */
export function focusFirstError(errors: Record<string, unknown>): void {
  // The errors were set in this submit event: render them first (see showSubmitError).
  flushSync(() => {});
  focusFirstField(Object.keys(errors));
}

/**
 * The one way a form shows a refused submission (docs/decisions/0060): each reason the server gave for
 * a field goes under that field (`setErrors`) and focus moves to the first of them; a reason about
 * something not on the screen, or a refusal about no field, is one toast in the server's own words
 * (the screen's `fallback` only when the server said nothing a person can read).
 */
export function showSubmitError(
  error: unknown,
  options: { title: string; fallback: string; setErrors?: (errors: FieldErrors) => void; scope?: ParentNode },
): void {
  const scope = options.scope ?? document;
  const fieldErrors: FieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const keys = Object.keys(fieldErrors);
  const { setErrors } = options;
  // Rendered before focus moves, so a screen reader reads the field with its reason.
  if (setErrors && keys.length > 0) flushSync(() => setErrors(fieldErrors));
  const shown = setErrors ? keys.filter((key) => fieldNode(key, scope)) : [];
  const elsewhere = keys.filter((key) => !shown.includes(key)).map((key) => fieldErrors[key]!);
  if (shown.length > 0) focusFirstField(shown, scope);
  if (keys.length === 0) notifyError(options.title, errorText(error, options.fallback));
  else if (elsewhere.length > 0) notifyError(options.title, elsewhere.join(' '));
}
