import type { InterestNote } from '@enroll/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, type Reply } from '../../test/mock-api.ts';
import { currentLocation } from '../../test/render-with-providers.tsx';
import { ContactNotePage } from './contact-note-page.tsx';

const ENTRY_ID = '6a1b2c3d-0000-4000-8000-000000000001';

/** A stand-in for POST /api/interest-notes: stores the note (or answers `failure` once). */
function fakeNotesApi(failure?: Response) {
  let pending = failure;
  const stored: InterestNote[] = [];
  const routes: Record<string, Reply[]> = {
    '/api/interest-notes': [
      (request) => {
        if (pending) {
          const answer = pending;
          pending = undefined;
          return answer;
        }
        const note = {
          ...(request.body as Omit<InterestNote, 'id' | 'timestamp' | 'status' | 'createdBy'>),
          id: 'note-1',
          timestamp: '2026-03-02T21:30:00.000Z',
          status: 'Follow up Required' as const,
          createdBy: 'contributor@learn4life.example',
        };
        stored.push(note);
        return jsonReply(201, note);
      },
    ],
  };
  return { routes, stored };
}

/** The page as the detail opens it: /contactNote with router state { _id }. */
function renderFromDetail(routes: Record<string, Reply[]>, state: unknown = { _id: ENTRY_ID }) {
  return renderStaffPage(
    <Routes>
      <Route path="/start" element={<Navigate to="/contactNote" state={state} />} />
      <Route path="/contactNote" element={<ContactNotePage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/start', api: routes, user: { level: 2 } },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactNotePage', () => {
  it("starts with the signed-in member's name and e-mail, adds the note and goes back to the entry", async () => {
    const fake = fakeNotesApi();
    const { requests } = renderFromDetail(fake.routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Contact Note' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Username/ }) as HTMLInputElement).value).toBe('Carmen Liu');
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'contributor@learn4life.example',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Notes/ }), {
      target: { value: '  Left a voicemail.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe('Note Added Successfully');
    await waitFor(() => expect(currentLocation()).toBe(`/interest-forms/${ENTRY_ID}`));
    expect(requests[0]?.body).toEqual({
      interestId: ENTRY_ID,
      Username: 'Carmen Liu',
      email: 'contributor@learn4life.example',
      notes: 'Left a voicemail.',
    });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("refuses empty fields and a bad e-mail with the schema's messages, sending nothing", async () => {
    const fake = fakeNotesApi();
    const { requests } = renderFromDetail(fake.routes);
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), {
      target: { value: 'not-an-email' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Username/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('shows a refused request in the banner and stays on the form', async () => {
    const fake = fakeNotesApi(jsonReply(500, { message: 'Server down.' }));
    renderFromDetail(fake.routes);
    fireEvent.change(await screen.findByRole('textbox', { name: /Notes/ }), { target: { value: 'Called.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'There was an error with this request. Server down.',
    );
    expect(currentLocation()).toBe('/contactNote');
  });

  it('explains and links to the list when opened without an entry', async () => {
    renderFromDetail({}, null);
    expect(await screen.findByText(/A contact note is added from an interest entry/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Interest Forms' }));
    expect(currentLocation()).toBe('/interest-forms');
  });
});
