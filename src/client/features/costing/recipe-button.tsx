import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { recipeHref } from './recipe-param.ts';

/** The dish card's way to its recipe (the menu manager opens it from the address). */
export function RecipeButton({ menuItemId, name }: { menuItemId: number; name: string }) {
  return (
    <Button
      component={Link}
      to={recipeHref(menuItemId)}
      size="xs"
      variant="light"
      color="gray"
      leftSection={<IconListDetails size={14} />}
      aria-label={`Recipe of ${name}`}
    >
      Recipe
    </Button>
  );
}
