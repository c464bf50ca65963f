/** English text of the link that opens the 'Charter School Enrollment Rights' dialog (namespace `rightsModal`). */
export const rightsModalEn = {
  open: 'Charter School Enrollment Rights',
} as const;
