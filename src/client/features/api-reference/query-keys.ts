/** The API reference's query keys. */
export const apiReferenceKeys = {
  description: ['api-reference', 'openapi'] as const,
};
