import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonReply, mockApi } from '../../test/mock-api.ts';
import { leloDraftKey, type StoredLelo } from './lelo-storage.ts';
import { CENTERS, COMPLETE_DRAFT, OPEN_SESSION, PERMALINK } from './test-utils/fixtures.ts';
import { renderLeloPage, setUpLeloPageTests } from './test-utils/render-lelo-page.tsx';

/*
 * 'Save and continue later' under the Lelo wizard's steps: the shared button and dialog,
 * prefilled with the parent's e-mail, or the student's for 'Self 18+'.
 */

function storeDraft(draft: Partial<StoredLelo['draft']> = {}): void {
  const stored: StoredLelo = {
    permalink: PERMALINK,
    uuid: null,
    draft: { ...COMPLETE_DRAFT, ...draft },
    idempotencyKey: 'key-0001',
    locationLocked: false,
    noOfferingPhone: null,
    signsPreRegistration: false,
  };
  window.sessionStorage.setItem(leloDraftKey(stored), JSON.stringify(stored));
  window.sessionStorage.setItem('lelo-wizard:current', JSON.stringify({ permalink: PERMALINK, uuid: null }));
}

async function openDialogOnPhysicalAddress(): Promise<HTMLInputElement> {
  mockApi({
    [`/api/sessions/${PERMALINK}`]: [jsonReply(200, OPEN_SESSION)],
    [`/api/courses/${PERMALINK}`]: [jsonReply(200, CENTERS)],
  });
  const { router } = renderLeloPage('/', {});
  await act(() => router.navigate('/leloStudent2'));
  await screen.findByRole('heading', { level: 1, name: 'Physical Address (4/7)' });
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
  const field = await screen.findByRole('textbox', { name: /E-mail address/ });
  if (!(field instanceof HTMLInputElement)) throw new Error('no e-mail field');
  return field;
}

setUpLeloPageTests();

describe('Lelo wizard: save and continue later', () => {
  it("offers the saved link under the step, prefilled with the parent's e-mail", async () => {
    storeDraft();
    expect((await openDialogOnPhysicalAddress()).value).toBe('ana@example.com');
  });

  it("prefills the student's e-mail for a student of 18 or more signing alone", async () => {
    storeDraft({ pgRelationshipToStudent: 'Self 18+', pgPrimaryEmail: '' });
    expect((await openDialogOnPhysicalAddress()).value).toBe('maria@example.com');
  });

  it('fills the address typed on the step a moment before the dialog opened (the step saves it after a pause)', async () => {
    storeDraft({ pgPrimaryEmail: '' });
    mockApi({ [`/api/sessions/${PERMALINK}`]: [jsonReply(200, OPEN_SESSION)] });
    const { router } = renderLeloPage('/', {});
    await act(() => router.navigate('/leloStudent1'));
    await screen.findByRole('heading', { level: 1, name: 'Parent or Guardian Information (3/7)' });
    fireEvent.change(screen.getByRole('textbox', { name: /^Parent\/Guardian Email/ }), {
      target: { value: 'late@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue later' }));
    const field = await screen.findByRole('textbox', { name: /E-mail address/ });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('late@example.com'));
  });
});
