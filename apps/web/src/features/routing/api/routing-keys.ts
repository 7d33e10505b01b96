/**
 * Query keys of the routing feature. Its page list is the unlocalised one read at start-up to
 * build routes (RT-039), under the public `cms` root (session user-data), apart from the
 * localised list the cms feature keeps for menus.
 */
export const routingKeys = {
  all: ['cms'] as const,
  cmsPages: () => [...routingKeys.all, 'pages'] as const,
};
