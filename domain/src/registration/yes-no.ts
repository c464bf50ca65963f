/** A yes/no question as the form holds it; '' until answered. */
export type YesNoAnswer = 'yes' | 'no' | '';
/** The previously-enrolled question also allows 'not sure'. */
export type YesNoNotSure = 'yes' | 'no' | 'notSure' | '';

export const YES_NO_ANSWERS = ['yes', 'no', ''] as const satisfies readonly YesNoAnswer[];
export const YES_NO_NOT_SURE_ANSWERS = [
  'yes',
  'no',
  'notSure',
  '',
] as const satisfies readonly YesNoNotSure[];

/** A yes/no answer as stored: an object with yes and no flags, empty strings when unanswered. */
export interface YesNoFlags {
  yes: boolean | '';
  no: boolean | '';
}

export interface YesNoNotSureFlags extends YesNoFlags {
  notSure: boolean | '';
}

export function toYesNoFlags(answer: YesNoAnswer): YesNoFlags {
  if (answer === '') return { yes: '', no: '' };
  return { yes: answer === 'yes', no: answer === 'no' };
}

export function fromYesNoFlags(flags: Partial<YesNoFlags> | null | undefined): YesNoAnswer {
  if (flags?.yes === true) return 'yes';
  if (flags?.no === true) return 'no';
  return '';
}

export function toYesNoNotSureFlags(answer: YesNoNotSure): YesNoNotSureFlags {
  if (answer === '') return { yes: '', no: '', notSure: '' };
  return { yes: answer === 'yes', no: answer === 'no', notSure: answer === 'notSure' };
}

export function fromYesNoNotSureFlags(flags: Partial<YesNoNotSureFlags> | null | undefined): YesNoNotSure {
  if (flags?.yes === true) return 'yes';
  if (flags?.no === true) return 'no';
  if (flags?.notSure === true) return 'notSure';
  return '';
}
