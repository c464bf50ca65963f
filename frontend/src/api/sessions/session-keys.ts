/** Query keys of the sessions: the list (sidebar, /intersession) and one session's staff read. */
export const sessionKeys = {
  all: ['staff', 'sessions'] as const,
  list: () => sessionKeys.all,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
};
