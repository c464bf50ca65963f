/** TanStack Query keys of the App Permissions page. */
export const permissionKeys = {
  all: ['permissions'] as const,
  users: () => [...permissionKeys.all, 'users'] as const,
  user: (id: string) => [...permissionKeys.all, 'user', id] as const,
  people: (query: string) => [...permissionKeys.all, 'people', query] as const,
};
