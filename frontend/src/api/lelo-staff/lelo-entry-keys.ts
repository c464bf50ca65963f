/** Query keys of one staff secondary enrollment (the detail and its edit read the same entry). */
export const leloEntryKeys = {
  all: ['staff', 'lelo', 'entry'] as const,
  detail: (id: string) => [...leloEntryKeys.all, id] as const,
};
