/** The costing feature's query keys (issue 37): ingredients, a dish's recipe and cost, the menu's costs. */
export const costingKeys = {
  /** Every costing answer: an ingredient's new price changes recipes' and dishes' costs at once. */
  all: ['costing'] as const,
  ingredients: ['costing', 'ingredients'] as const,
  priceHistory: (id: number) => ['costing', 'ingredients', id, 'price-history'] as const,
  recipe: (menuItemId: number) => ['costing', 'recipe', menuItemId] as const,
  dishCost: (menuItemId: number) => ['costing', 'dish-cost', menuItemId] as const,
  dishCosts: ['costing', 'dish-costs'] as const,
};
