import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '../../test/render-with-providers.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({
  onConfirm,
  redirectTo,
  confirmAppearance,
}: {
  onConfirm: () => void | Promise<void>;
  redirectTo?: string;
  confirmAppearance?: 'primary' | 'danger';
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <ConfirmDialog
        open={open}
        title="Mark as Inactive"
        body={<p>Do you want to mark this entry as inactive?</p>}
        confirmLabel="Inactive"
        {...(confirmAppearance ? { confirmAppearance } : {})}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
        {...(redirectTo === undefined ? {} : { redirectTo })}
      />
    </>
  );
}

describe('ConfirmDialog (the shared confirm modal)', () => {
  it('shows the title, the body, the named confirm button and Close', async () => {
    renderWithProviders(<Harness onConfirm={() => {}} />, { route: '/lelo-forms/abc' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as Inactive' });
    expect(dialog.textContent).toContain('Do you want to mark this entry as inactive?');
    expect(screen.getByRole('button', { name: 'Inactive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('puts the focus on Close first, so Enter right after opening does not run the action', async () => {
    renderWithProviders(<Harness onConfirm={() => {}} />, { route: '/lelo-forms/abc' });
    const close = await screen.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('runs the action on confirm, closes, and goes to the redirect path', async () => {
    const action = vi.fn(async () => {});
    renderWithProviders(<Harness onConfirm={action} redirectTo="/lelo-forms" />, {
      route: '/lelo-forms/abc',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(currentLocation()).toBe('/lelo-forms'));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Dialog closed')).toBeTruthy();
  });

  it("stays on the page when the redirect is the text 'false'", async () => {
    const action = vi.fn();
    renderWithProviders(<Harness onConfirm={action} redirectTo="false" />, { route: '/lelo-forms/abc' });
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeTruthy());
    expect(action).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/lelo-forms/abc');
  });

  it('closes on Close without running the action', async () => {
    const action = vi.fn();
    renderWithProviders(<Harness onConfirm={action} redirectTo="/lelo-forms" />, {
      route: '/lelo-forms/abc',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeTruthy());
    expect(action).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/lelo-forms/abc');
  });

  it('stays open and goes nowhere when the action fails', async () => {
    const action = vi.fn(async () => {
      throw new Error('refused');
    });
    renderWithProviders(<Harness onConfirm={action} redirectTo="/lelo-forms" />, {
      route: '/lelo-forms/abc',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Inactive' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByText('Dialog open')).toBeTruthy();
    expect(currentLocation()).toBe('/lelo-forms/abc');
  });

  it('paints the confirm button red for a destructive action', async () => {
    renderWithProviders(<Harness onConfirm={() => {}} />);
    const primary = (await screen.findByRole('button', { name: 'Inactive' })).className;
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeTruthy());
    renderWithProviders(<Harness onConfirm={() => {}} confirmAppearance="danger" />);
    const buttons = await screen.findAllByRole('button', { name: 'Inactive' });
    expect(buttons.at(-1)?.className).not.toBe(primary);
  });
});
