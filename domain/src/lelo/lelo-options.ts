// The Lelo wizard's own answer lists (the shared ones are in reference/): a module of their own, so
// the pages that only show their labels do not load the wizard's step rules with them.

/** 'Has the student previously enrolled?' (student step). */
export const LELO_PREVIOUSLY_ENROLLED = ['Yes', 'No', 'Unsure'] as const;
/** 'Lives with the parent or guardian?' and 'Is the mailing address the same?' (address step). */
export const LELO_YES_NO = ['Yes', 'No'] as const;
