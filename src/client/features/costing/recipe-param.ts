import { useSearchParams } from 'react-router';

/**
 * The menu manager's open recipe, in the address (`?recipe=12`): the dish card's Recipe button and
 * the "Dishes over target" list link to it, and the owner can reload or share the view.
 */
export function useRecipeParam(): [number | null, () => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('recipe'));
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('recipe');
        return next;
      },
      { replace: true },
    );
  return [Number.isInteger(id) && id > 0 ? id : null, close];
}

/** The link that opens a dish's recipe in the menu manager, from the page itself. */
export function recipeHref(menuItemId: number): string {
  return `?recipe=${menuItemId}`;
}
