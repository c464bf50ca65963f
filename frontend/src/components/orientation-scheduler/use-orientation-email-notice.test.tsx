import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test/mock-api.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { useOrientationEmailNotice } from './use-orientation-email-notice.ts';

beforeEach(() => stubResizeObserver());
afterEach(() => vi.unstubAllGlobals());

function Saved({ emailSent }: { emailSent: boolean }) {
  const notice = useOrientationEmailNotice();
  return (
    <button type="button" onClick={() => notice(emailSent)}>
      Save
    </button>
  );
}

describe('the notice after a scheduler save', () => {
  it("says 'Orientation Email Sent' when the family was e-mailed", async () => {
    renderWithProviders(<Saved emailSent />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe('Orientation Email Sent');
  });

  it('says the orientation is saved when no e-mail went', async () => {
    renderWithProviders(<Saved emailSent={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('notification-banner')).textContent).toBe(
      'The orientation is saved. No e-mail was sent.',
    );
  });
});
