import type { FieldValues } from 'react-hook-form';
import type { DomainSchema } from './domain-resolver.ts';

/**
 * A schema that only checks the form's values: the handler gets them as typed. For a wizard step's
 * schema, which checks one step of the whole draft and does not return the rest of it (the server
 * parses the whole again), and the forms over the same draft fields. Its own module: the wizards
 * wrap their step schemas in the chunk that fetches them, not on their first screen.
 */
export function asTypedSchema<Values extends FieldValues>(
  schema: DomainSchema<unknown>,
): DomainSchema<Values, Values> {
  return {
    safeParse(values) {
      const result = schema.safeParse(values);
      return result.success ? { success: true, data: values } : result;
    },
  };
}
