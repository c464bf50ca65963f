import {
  fromYesNoFlags,
  fromYesNoNotSureFlags,
  type YesNoFlags,
  type YesNoNotSureFlags,
} from '@enroll/domain';

/**
 * Stored answers as staff files print them (the Excel cells and the PDF rows alike), so a yes/no
 * object reads 'Yes' or 'No' and never '[object Object]' or a pair of flags.
 */

/** A yes/no object as 'Yes' or 'No'; '' when unanswered. */
export function yesNoText(flags: Partial<YesNoFlags> | null | undefined): string {
  const answer = fromYesNoFlags(flags);
  if (answer === 'yes') return 'Yes';
  return answer === 'no' ? 'No' : '';
}

/** The previously-enrolled answer: 'Yes', 'No' or 'Not Sure'; '' when unanswered. */
export function yesNoNotSureText(flags: Partial<YesNoNotSureFlags> | null | undefined): string {
  const answer = fromYesNoNotSureFlags(flags);
  if (answer === 'notSure') return 'Not Sure';
  return yesNoText({ yes: answer === 'yes', no: answer === 'no' });
}

/** A boolean flag of the record (orientation scheduled …) as 'Yes' or 'No'. */
export function booleanText(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}
