import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type DraftStepSchema, draftStepResolver } from './draft-step-resolver.ts';

interface Draft extends FieldValues {
  firstName: string;
  courses: { id: string }[];
}

/** A schema that asks for a first name and a course id, as the domain's step schemas report issues. */
const schema: DraftStepSchema = {
  safeParse(value) {
    const draft = value as Draft;
    const issues = [
      ...(draft.firstName === '' ? [{ path: ['firstName'], code: 'custom', message: 'required' }] : []),
      ...(draft.courses.some((course) => course.id === '')
        ? [{ path: ['courses', 0, 'id'], code: 'custom', message: 'required' }]
        : []),
    ];
    return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
  },
};

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Draft>;

describe('draftStepResolver', () => {
  it('reports each field once, an issue inside a list on the list, and keeps valid values as typed', async () => {
    const resolve = draftStepResolver<Draft>(schema);
    const invalid = await resolve({ firstName: '', courses: [{ id: '' }] }, undefined, OPTIONS);
    expect(invalid.errors).toEqual({
      firstName: { type: 'custom', message: 'required' },
      courses: { type: 'custom', message: 'required' },
    });
    const values = { firstName: 'Ana ', courses: [{ id: 'c1' }] };
    expect(await resolve(values, undefined, OPTIONS)).toEqual({ values, errors: {} });
  });

  it('given a loader, waits for the schema at the first check and checks at once after it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolve = draftStepResolver<Draft>(load);
    const first = resolve({ firstName: '', courses: [] }, undefined, OPTIONS);
    expect(first).toBeInstanceOf(Promise);
    expect((await first).errors).toHaveProperty('firstName');
    const later = resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS);
    expect(later).not.toBeInstanceOf(Promise);
    expect(later).toEqual({ values: { firstName: 'Ana', courses: [] }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a check whose schema did not arrive, and loads it again at the next one', async () => {
    const load = vi
      .fn<() => Promise<DraftStepSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(schema);
    const resolve = draftStepResolver<Draft>(load);
    await expect(resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS)).rejects.toThrow('offline');
    expect((await resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
