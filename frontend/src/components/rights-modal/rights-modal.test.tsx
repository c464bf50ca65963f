import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { RightsModal } from './rights-modal.tsx';

describe('RightsModal', () => {
  it('opens from its link, explains the charter enrollment law and closes', async () => {
    renderWithProviders(<RightsModal />);
    expect(screen.queryByRole('dialog')).toBeNull();

    const link = screen.getByRole('button', { name: 'Charter School Enrollment Rights' });
    fireEvent.click(link);

    const dialog = await screen.findByRole('dialog', { name: 'Charter School Enrollment Rights' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('may not discourage a student from enrolling');
    expect(text).toContain('records');
    expect(text).toContain('before the student is enrolled');
    expect(text).toContain('may not encourage a current student to leave the school');
    expect(text).toContain('post this notice on its website');
    expect(text).toContain('when they ask about enrollment');
    expect(text).toContain('before an enrollment lottery');
    expect(text).toContain('before a student is disenrolled');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it('can be opened by its owner without a trigger', async () => {
    renderWithProviders(<RightsModal open onOpenChange={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Charter School Enrollment Rights' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Charter School Enrollment Rights' })).toBeNull();
  });
});
