import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage } from '../../staff-session/test-utils/render-staff-page.tsx';
import { jsonReply, putWithIfMatch } from '../../test/mock-api.ts';
import { PermissionsPage } from './permissions-page.tsx';
import { fakePermissionsApi } from './test-utils/fake-permissions-api.ts';
import { CARMEN, SASHA, SIERRA, UMA, USERS } from './test-utils/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN_USER = {
  level: 3 as const,
  charterAssignments: [
    { _id: SIERRA._id, name: SIERRA.name },
    { _id: 'charter-pacific-coast', name: 'Pacific Coast Learning Academy' },
  ],
};

function renderPage(options: { admin?: boolean; fake?: ReturnType<typeof fakePermissionsApi> } = {}) {
  const fake = options.fake ?? fakePermissionsApi();
  const view = renderStaffPage(<PermissionsPage />, {
    route: '/permissions',
    api: fake.routes,
    ...(options.admin ? { user: ADMIN_USER } : {}),
  });
  return { ...view, fake };
}

function rowNames(): string[] {
  return screen
    .getAllByTestId('permission-row')
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent ?? '');
}

function rowOf(name: string): HTMLElement {
  const row = screen
    .getAllByTestId('permission-row')
    .find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function levelSelect(dialog: HTMLElement): HTMLSelectElement {
  return within(dialog).getByRole('combobox', { name: 'Permission Level' }) as HTMLSelectElement;
}

function optionTexts(select: HTMLSelectElement): string[] {
  return Array.from(select.options).map((option) => option.text);
}

/**
 * A browser moves the focus into an opened dialog (its first field); jsdom has no layout, so Fluent
 * leaves it on the surface and Tabster then hides the surface itself from queries. Tests put it where
 * the browser does.
 */
function focusFirstField(dialog: HTMLElement): void {
  // A disabled field cannot take the focus (a locked level select): the browser skips it too.
  dialog
    .querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), button:not([disabled])')
    ?.focus();
}

async function openCreate(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Add New User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create User Permission' });
  focusFirstField(dialog);
  return dialog;
}

async function openConfirm(): Promise<HTMLElement> {
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove User Permission' });
  focusFirstField(confirm);
  return confirm;
}

async function openUpdate(name: string): Promise<HTMLElement> {
  // A dialog closed just before may still be leaving (Fluent's exit motion): it is not the new one.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update User Permission' })).toBeNull());
  fireEvent.click(await screen.findByRole('button', { name: `Update the permission of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Update User Permission' });
  // Its fields come once the permission is read. Until the focus is inside them, Tabster may hide the
  // surface from role queries (see focusFirstField), so they are awaited hidden or not.
  await within(dialog).findByRole('combobox', { name: 'Permission Level', hidden: true });
  focusFirstField(dialog);
  return dialog;
}

describe('App Permissions table', () => {
  it('lists the users by name with their level name, charters and All Charters', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'App Permissions' })).toBeTruthy();
    expect(screen.getByText('Loading users...')).toBeTruthy();
    await screen.findByRole('table', { name: 'Users with access to the application' });
    expect(rowNames()).toEqual(['Adrian Mendoza', 'Carmen Liu', 'Sasha Okafor', 'Uma Patel']);
    expect(within(rowOf('Sasha Okafor')).getAllByRole('cell')[1]?.textContent).toBe('Super Admin');
    expect(within(rowOf('Sasha Okafor')).getAllByRole('cell')[2]?.textContent).toBe('All Charters');
    expect(within(rowOf('Carmen Liu')).getAllByRole('cell')[1]?.textContent).toBe('Contributor');
    expect(within(rowOf('Carmen Liu')).getAllByRole('cell')[2]?.textContent).toBe(
      'Flex High Charter School, Holston Valley Academy',
    );
    expect(screen.getByText('4 users')).toBeTruthy();
  });

  it('searches by name, e-mail and charter, and says when nothing matches', async () => {
    renderPage();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'holston' } });
    expect(rowNames()).toEqual(['Carmen Liu']);
    fireEvent.change(search, { target: { value: 'UMA.PATEL@' } });
    expect(rowNames()).toEqual(['Uma Patel']);
    fireEvent.change(search, { target: { value: 'all charters' } });
    expect(rowNames()).toEqual(['Sasha Okafor']);
    fireEvent.change(search, { target: { value: 'nobody here' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No users match "nobody here".')).toBeTruthy();
    expect(screen.getByText('0 users')).toBeTruthy();
  });

  it('sorts by name, status, charter assignments and action, both ways', async () => {
    renderPage({ admin: true });
    await screen.findByRole('table');
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Uma Patel', 'Sasha Okafor', 'Carmen Liu', 'Adrian Mendoza']);

    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getByRole('columnheader', { name: 'Status' }).getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Uma Patel', 'Carmen Liu', 'Adrian Mendoza', 'Sasha Okafor']);

    // 'All Charters', 'Flex High…', 'Sierra Valley…', 'Sierra Valley…, Pacific Coast…'.
    fireEvent.click(screen.getByRole('button', { name: 'Charter Assignments' }));
    expect(rowNames()).toEqual(['Sasha Okafor', 'Carmen Liu', 'Uma Patel', 'Adrian Mendoza']);

    // An Admin can update Users and Contributors only: those rows come first.
    fireEvent.click(screen.getByRole('button', { name: 'Action' }));
    expect(rowNames()).toEqual(['Carmen Liu', 'Uma Patel', 'Adrian Mendoza', 'Sasha Okafor']);
    fireEvent.click(screen.getByRole('button', { name: 'Action' }));
    expect(rowNames()).toEqual(['Sasha Okafor', 'Adrian Mendoza', 'Uma Patel', 'Carmen Liu']);
  });

  it('disables Update of a Super Admin and an Admin for an Admin, with the reason', async () => {
    renderPage({ admin: true });
    await screen.findByRole('table');
    const sasha = screen.getByRole('button', { name: 'Update the permission of Sasha Okafor' });
    expect(sasha.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('An Admin cannot edit a Super Admin.')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Update the permission of Adrian Mendoza' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(rowOf('Adrian Mendoza')).getByText(
        'Only a Super Admin can grant or change the Admin and Super Admin levels.',
      ),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Update the permission of Carmen Liu' })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    fireEvent.click(sasha);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a clear empty state', async () => {
    const empty = fakePermissionsApi([]);
    renderPage({ fake: empty });
    expect(
      await screen.findByText('No users have access yet. Use Add New User to give someone access.'),
    ).toBeTruthy();
  });

  it('shows a load failure with Try Again', async () => {
    const fake = fakePermissionsApi();
    const list = fake.routes['/api/user/'] ?? [];
    fake.routes['/api/user/'] = [jsonReply(500, { message: 'boom', errorId: 'x' }), ...list];
    renderPage({ fake });
    expect(
      await screen.findByText('We could not load the user permissions. Check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('table');
  });
});

describe('Create User Permission', () => {
  it('offers Admin and Super Admin to a Super Admin only', async () => {
    renderPage();
    expect(optionTexts(levelSelect(await openCreate()))).toEqual([
      'Select a level',
      'User',
      'Contributor',
      'Admin',
      'Super Admin',
    ]);
  });

  it('does not offer Admin or Super Admin to an Admin, nor charters outside theirs', async () => {
    renderPage({ admin: true });
    const dialog = await openCreate();
    expect(optionTexts(levelSelect(dialog))).toEqual(['Select a level', 'User', 'Contributor']);
    await within(dialog).findByRole('checkbox', { name: 'Sierra Valley Learning Academy' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).queryByRole('checkbox', { name: 'Flex High Charter School' })).toBeNull();
  });

  it('asks for a person, a level and charters and sends nothing', async () => {
    const { requests } = renderPage();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please select a person.')).toBeTruthy();
    expect(within(dialog).getByText('Please select a permission level.')).toBeTruthy();
    expect(within(dialog).getByText('Please fix the highlighted fields.')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('searchbox', { name: 'Search the directory' }),
    );

    fireEvent.change(levelSelect(dialog), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please assign at least one charter.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('Super Admin means All Charters with the charter selection disabled', async () => {
    renderPage();
    const dialog = await openCreate();
    const sierra = await within(dialog).findByRole('checkbox', { name: SIERRA.name });
    expect((sierra as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(levelSelect(dialog), { target: { value: '4' } });
    expect(within(dialog).getByText('All Charters')).toBeTruthy();
    for (const box of within(dialog).getAllByRole('checkbox'))
      expect((box as HTMLInputElement).disabled).toBe(true);
  });

  it('searches the directory from 2 characters, adds the chosen person and refreshes the table', async () => {
    const { requests } = renderPage();
    const dialog = await openCreate();
    const search = within(dialog).getByRole('searchbox', { name: 'Search the directory' });
    fireEvent.change(search, { target: { value: 'd' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests.some((request) => request.url.startsWith('/api/people'))).toBe(false);

    fireEvent.change(search, { target: { value: 'da' } });
    fireEvent.change(search, { target: { value: 'dana' } });
    const dana = await within(dialog).findByRole('radio', { name: /Dana Reyes/ });
    expect(requests.filter((request) => request.url.startsWith('/api/people')).map((r) => r.url)).toEqual([
      '/api/people?q=dana',
    ]);
    expect(within(dialog).getByText('2 people found')).toBeTruthy();
    expect(within(dialog).getByText('dana.reyes@learn4life.example · Registrar, Lancaster')).toBeTruthy();
    fireEvent.click(dana);
    expect(within(dialog).getByText('Selected: Dana Reyes (dana.reyes@learn4life.example)')).toBeTruthy();

    fireEvent.change(levelSelect(dialog), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: SIERRA.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User permission created for Dana Reyes.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/user/');
    expect(post?.body).toEqual({
      name: 'Dana Reyes',
      azureID: 'dana.reyes@learn4life.example',
      personDbID: 'P-2001',
      userLevel: 2,
      allCharterAccess: false,
      charterAssignments: [{ _id: SIERRA._id }],
    });
    await waitFor(() => expect(rowNames()).toContain('Dana Reyes'));
  });

  it('stays open while it saves: Escape and Cancel wait for the answer', async () => {
    const fake = fakePermissionsApi();
    const [answer] = fake.routes['/api/user/'] ?? [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.routes['/api/user/'] = [
      async (request) => {
        if (request.method === 'POST') await held;
        const reply = typeof answer === 'function' ? await answer(request) : answer;
        if (!(reply instanceof Response)) throw new Error('no reply');
        return reply;
      },
    ];
    renderPage({ fake });
    const dialog = await openCreate();
    const search = within(dialog).getByRole('searchbox', { name: 'Search the directory' });
    fireEvent.change(search, { target: { value: 'dana' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Dana Reyes/ }));
    fireEvent.change(levelSelect(dialog), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: SIERRA.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Create User Permission' })).toBe(dialog);

    release();
    expect(await screen.findByText('User permission created for Dana Reyes.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server field errors on the fields', async () => {
    const fake = fakePermissionsApi();
    renderPage({ fake });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search the directory' }), {
      target: { value: 'reyes' },
    });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Dana Reyes/ }));
    fireEvent.change(levelSelect(dialog), { target: { value: '1' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: SIERRA.name }));
    fake.nextWrite = jsonReply(400, {
      message: 'Validation failed',
      errors: [
        {
          field: 'charterAssignments.0._id',
          code: 'permission.charter.unknown',
          message: 'This charter does not exist.',
        },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This charter does not exist.')).toBeTruthy();
    expect(within(dialog).getByText('Please fix the highlighted fields.')).toBeTruthy();

    fake.nextWrite = jsonReply(409, {
      message: 'This person already has a permission. Update it instead.',
      errors: [
        {
          field: 'azureID',
          code: 'permission.exists',
          message: 'This person already has a permission. Update it instead.',
        },
      ],
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('This person already has a permission. Update it instead.'),
      ).toHaveLength(2),
    );
  });
});

describe('Update User Permission', () => {
  it('reads the permission with its ETag and sends it as If-Match', async () => {
    const { requests } = renderPage();
    const dialog = await openUpdate(CARMEN.name);
    expect(within(dialog).getByText(`(${CARMEN.azureID})`)).toBeTruthy();
    expect(levelSelect(dialog).value).toBe('2');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Holston Valley Academy' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(levelSelect(dialog), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User permission updated for Carmen Liu.')).toBeTruthy();
    const put = putWithIfMatch(requests, `"etag-${CARMEN._id}"`);
    expect(put?.url).toBe(`/api/user/${CARMEN._id}`);
    expect(put?.body).toEqual({
      userLevel: 3,
      allCharterAccess: false,
      charterAssignments: [{ _id: 'charter-flex-high' }, { _id: 'charter-holston' }],
    });
  });

  it("shows another Admin's charters on a permission locked, and the Admin's own ones changeable", async () => {
    renderPage({ admin: true });
    const dialog = await openUpdate(CARMEN.name);
    const flex = await within(dialog).findByRole('checkbox', { name: 'Flex High Charter School' });
    expect((flex as HTMLInputElement).checked).toBe(true);
    expect((flex as HTMLInputElement).disabled).toBe(true);
    const sierra = await within(dialog).findByRole('checkbox', { name: 'Sierra Valley Learning Academy' });
    expect((sierra as HTMLInputElement).disabled).toBe(false);
  });

  it('shows since when the sign-in is bound, and Reset sign-in clears it after the confirm', async () => {
    const boundUma = { ...UMA, signInBoundAt: '2026-03-02T17:30:00.000Z' };
    const fake = fakePermissionsApi(USERS.map((user) => (user._id === UMA._id ? boundUma : user)));
    const { requests } = renderPage({ admin: true, fake });
    const dialog = await openUpdate(UMA.name);
    const binding = within(dialog).getByTestId('sign-in-binding');
    // 17:30 UTC is 9:30 AM in the enrollment time zone (Los Angeles), whatever the test machine's zone.
    expect(binding.textContent).toContain('Bound to the account of the first sign-in on 03/02/2026 9:30 AM.');
    fireEvent.click(within(binding).getByRole('button', { name: 'Reset sign-in' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reset Sign-in' });
    focusFirstField(confirm);
    expect(confirm.textContent).toContain(
      `Reset the sign-in of Uma Patel? Do this when their account was replaced: the next sign-in with ${UMA.azureID} will be bound to this permission`,
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset sign-in' }));
    expect(
      await screen.findByText('Sign-in reset for Uma Patel. Their next sign-in binds the permission again.'),
    ).toBeTruthy();
    const reset = requests.find((request) => request.method === 'DELETE');
    expect(reset?.url).toBe(`/api/user/${UMA._id}/sign-in-binding`);
    expect(reset?.headers.get('If-Match')).toBe(`"etag-${UMA._id}"`);
    const reopened = await openUpdate(UMA.name);
    expect(within(reopened).getByTestId('sign-in-binding').textContent).toContain(
      `Not bound yet: the next sign-in with ${UMA.azureID} binds this permission to that account.`,
    );
    expect(within(reopened).queryByRole('button', { name: 'Reset sign-in' })).toBeNull();
  });

  it("locks the level and the sign-in of a permission that also has another Admin's charters", async () => {
    const boundCarmen = { ...CARMEN, signInBoundAt: '2026-03-02T17:30:00.000Z' };
    const fake = fakePermissionsApi(USERS.map((user) => (user._id === CARMEN._id ? boundCarmen : user)));
    renderPage({ admin: true, fake });
    const dialog = await openUpdate(CARMEN.name);
    expect(within(dialog).getByTestId('shared-permission-note').textContent).toContain(
      'This person also works for charters that are not assigned to you.',
    );
    expect(levelSelect(dialog).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Reset sign-in' })).toBeNull();
    expect(within(dialog).getByTestId('sign-in-binding').textContent).toContain(
      'Only someone who holds every charter of this person can reset their sign-in.',
    );
    // The Admin's own charters stay changeable.
    const sierra = await within(dialog).findByRole('checkbox', { name: 'Sierra Valley Learning Academy' });
    expect((sierra as HTMLInputElement).disabled).toBe(false);
  });

  it('offers Delete, and General removes the person after the confirm', async () => {
    const { requests } = renderPage({ admin: true });
    const dialog = await openUpdate(UMA.name);
    expect(optionTexts(levelSelect(dialog))).toEqual(['Select a level', 'Delete', 'User', 'Contributor']);
    fireEvent.change(levelSelect(dialog), { target: { value: '0' } });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await openConfirm();
    expect(confirm.textContent).toContain('Are you sure you want to remove the access of Uma Patel?');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove Access' }));

    expect(
      await screen.findByText('Uma Patel no longer has access and was removed from the list.'),
    ).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      userLevel: 0,
      allCharterAccess: false,
      charterAssignments: [{ _id: SIERRA._id }],
    });
    await waitFor(() => expect(rowNames()).not.toContain('Uma Patel'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing the confirm keeps the person and sends nothing', async () => {
    const { requests } = renderPage();
    const dialog = await openUpdate(UMA.name);
    fireEvent.change(levelSelect(dialog), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await openConfirm();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    // Fluent gives the dialog under the confirm back to assistive technology (its aria-hidden
    // removed) a moment after the confirm is gone, so the test waits for that, not for a fixed time.
    expect(await screen.findByRole('dialog', { name: 'Update User Permission' })).toBeTruthy();
  });

  it('shows the 409 message when someone else changed it, and Reload reads it again', async () => {
    const fake = fakePermissionsApi();
    const { requests } = renderPage({ fake });
    const dialog = await openUpdate(CARMEN.name);
    fake.nextWrite = jsonReply(409, {
      message: 'This permission was changed by someone else. Please reload it and try again.',
      errors: [
        {
          field: '(body)',
          code: 'permission.conflict',
          message: 'This permission was changed by someone else. Please reload it and try again.',
        },
      ],
    });
    fireEvent.change(levelSelect(dialog), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByTestId('permission-form-alert');
    expect(alert.textContent).toContain(
      'This permission was changed by someone else. Please reload it and try again.',
    );
    const reads = () =>
      requests.filter((r) => r.method === 'GET' && r.url === `/api/user/${CARMEN._id}`).length;
    expect(reads()).toBe(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('shows the last Super Admin refusal under the level', async () => {
    const fake = fakePermissionsApi();
    renderPage({ fake });
    const dialog = await openUpdate(SASHA.name);
    expect(within(dialog).getByText('All Charters')).toBeTruthy();
    const message =
      'The last Super Admin cannot be demoted or removed. Make another person Super Admin first.';
    fake.nextWrite = jsonReply(409, {
      message,
      errors: [{ field: 'userLevel', code: 'permission.lastSuperAdmin', message }],
    });
    fireEvent.change(levelSelect(dialog), { target: { value: '3' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: SIERRA.name }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText(message)).toHaveLength(2));
    expect(within(dialog).queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
