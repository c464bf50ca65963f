import type { z } from 'zod/mini';
import { isValidationMessageKey, type ValidationMessageKey, validationMessagesEn } from '../messages/en.ts';

export interface FieldError {
  field: string;
  code: ValidationMessageKey | 'invalid';
  message: string;
}

/** The field error of a catalog message: its key as the code and its English text. */
export function catalogFieldError(field: string, code: ValidationMessageKey): FieldError {
  return { field, code, message: validationMessagesEn[code] };
}

/** Turns zod issues into the 400 body's field errors: the message key and its English text. */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    const code = isValidationMessageKey(issue.message) ? issue.message : 'invalid';
    return {
      field: issue.path.join('.') || '(body)',
      code,
      message: code === 'invalid' ? issue.message : validationMessagesEn[code],
    };
  });
}
