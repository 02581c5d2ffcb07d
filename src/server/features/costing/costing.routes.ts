import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DishCostListSchema,
  DishCostSchema,
  IngredientBodySchema,
  IngredientListSchema,
  IngredientPatchSchema,
  IngredientSchema,
  PriceHistorySchema,
  RecipeBodySchema,
  RecipeSchema,
} from '../../../common/costing/schema.ts';
import { idParam } from '../../../common/ids.ts';
import { MenuItemIdParamsSchema } from '../../../common/menu/schema.ts';
import type { DishCosts } from './dish-cost.ts';
import type { IngredientService } from './ingredients.service.ts';
import type { RecipeService } from './recipes.service.ts';

const IngredientIdParamsSchema = z.object({ id: idParam('Unknown ingredient') });

export async function costingRoutes(
  app: FastifyInstance,
  deps: { ingredients: IngredientService; recipes: RecipeService; dishCosts: DishCosts },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ingredients, recipes, dishCosts } = deps;

  r.get(
    '/api/admin/ingredients',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List the ingredients by category then name, with the dishes using each (an admin)',
        response: { 200: IngredientListSchema },
      },
    },
    async () => ({ ingredients: await ingredients.list() }),
  );

  r.post(
    '/api/admin/ingredients',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add an ingredient: how it is bought and its pack price (an admin)',
        body: IngredientBodySchema,
        response: { 201: IngredientSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await ingredients.create(request.body, request.user)),
  );

  r.patch(
    '/api/admin/ingredients/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Change an ingredient, its pack price among them: the price history keeps the old one (an admin)',
        params: IngredientIdParamsSchema,
        body: IngredientPatchSchema,
        response: { 200: IngredientSchema },
      },
    },
    async (request) => ingredients.update(request.params.id, request.body, request.user),
  );

  r.delete(
    '/api/admin/ingredients/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete an ingredient no recipe uses (an admin)',
        params: IngredientIdParamsSchema,
      },
    },
    async (request, reply) => {
      await ingredients.remove(request.params.id, request.user);
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/ingredients/:id/price-history',
    {
      config: { access: 'admin' },
      schema: {
        summary: "An ingredient's pack price changes, newest first: who, when, old → new (an admin)",
        params: IngredientIdParamsSchema,
        response: { 200: PriceHistorySchema },
      },
    },
    async (request) => ({ changes: await ingredients.priceHistory(request.params.id) }),
  );

  r.get(
    '/api/menu-items/:id/recipe',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "A dish's recipe: a full pan's ingredients, or one serving's, with each line's cost (an admin)",
        params: MenuItemIdParamsSchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) => recipes.get(request.params.id),
  );

  r.put(
    '/api/menu-items/:id/recipe',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Replace a dish's recipe; no lines removes it (an admin)",
        params: MenuItemIdParamsSchema,
        body: RecipeBodySchema,
        response: { 200: RecipeSchema },
      },
    },
    async (request) => recipes.put(request.params.id, request.body, request.user),
  );

  r.get(
    '/api/menu-items/:id/cost',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "A dish's food cost by size and its share of the price, against the owner's target (an admin)",
        params: MenuItemIdParamsSchema,
        response: { 200: DishCostSchema },
      },
    },
    async (request) => dishCosts.ofDish(request.params.id),
  );

  r.get(
    '/api/admin/dish-costs',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "Every dish's food cost, for the menu manager's column and its dishes over target (an admin)",
        response: { 200: DishCostListSchema },
      },
    },
    async () => dishCosts.ofMenu(),
  );
}
