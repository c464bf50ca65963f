import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { asTypedSchema } from './as-typed-schema.ts';
import { type DomainIssue, type DomainSchema, domainResolver } from './domain-resolver.ts';
import { draftFieldOf } from './field-errors.ts';

interface Draft extends FieldValues {
  firstName: string;
  courses: { id: string }[];
}

/** A schema that asks for a first name and a course id, as the domain's schemas report issues. */
const schema: DomainSchema<{ firstName: string }> = {
  safeParse(value) {
    const draft = value as Draft;
    const issues: DomainIssue[] = [
      ...(draft.firstName === '' ? [{ path: ['firstName'], code: 'custom', message: 'required' }] : []),
      ...(draft.firstName === '' ? [{ path: ['firstName'], code: 'custom', message: 'second' }] : []),
      ...(draft.courses.some((course) => course.id === '')
        ? [{ path: ['courses', 0, 'id'], code: 'custom', message: 'courseRequired' }]
        : []),
      ...(draft.courses.length > 2 ? [{ path: ['total'], code: 'custom', message: 'tooMany' }] : []),
    ];
    return issues.length === 0
      ? { success: true, data: { firstName: draft.firstName.trim() } }
      : { success: false, error: { issues } };
  },
};

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Draft>;

describe('domainResolver', () => {
  it("puts each field's first issue on its path and hands on the schema's output", async () => {
    const resolve = domainResolver<Draft, { firstName: string }>(schema);
    const invalid = await resolve({ firstName: '', courses: [{ id: '' }] }, undefined, OPTIONS);
    expect(invalid).toEqual({
      values: {},
      errors: {
        firstName: { type: 'custom', message: 'required' },
        courses: [{ id: { type: 'custom', message: 'courseRequired' } }],
      },
    });
    expect(await resolve({ firstName: 'Ana ', courses: [] }, undefined, OPTIONS)).toEqual({
      values: { firstName: 'Ana' },
      errors: {},
    });
  });

  it('given a loader, waits for the schema at the first check and checks at once after it', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const resolve = domainResolver<Draft, { firstName: string }>(load);
    const first = resolve({ firstName: '', courses: [] }, undefined, OPTIONS);
    expect(first).toBeInstanceOf(Promise);
    expect((await first).errors).toHaveProperty('firstName');
    const later = resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS);
    expect(later).not.toBeInstanceOf(Promise);
    expect(later).toEqual({ values: { firstName: 'Ana' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('rejects a check whose schema did not arrive, and loads it again at the next one', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(schema);
    const resolve = domainResolver<Draft, { firstName: string }>(load);
    await expect(resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS)).rejects.toThrow('offline');
    expect((await resolve({ firstName: 'Ana', courses: [] }, undefined, OPTIONS)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("a wizard step: asTypedSchema with the issues on the draft's fields", () => {
  it('reports each top field once, an issue inside a list on the list, and keeps valid values as typed', async () => {
    const resolve = domainResolver(asTypedSchema<Draft>(schema), draftFieldOf);
    const invalid = await resolve(
      { firstName: '', courses: [{ id: '' }, { id: '' }, { id: '' }] },
      undefined,
      OPTIONS,
    );
    expect(invalid.errors).toEqual({
      firstName: { type: 'custom', message: 'required' },
      courses: { type: 'custom', message: 'courseRequired' },
      // 'total' is no field of the draft: the step is still invalid.
      root: { step: { type: 'custom', message: 'tooMany' } },
    });
    const values = { firstName: 'Ana ', courses: [{ id: 'c1' }] };
    expect(await resolve(values, undefined, OPTIONS)).toEqual({ values, errors: {} });
  });
});
