import { Outlet } from 'react-router-dom';
import { registerMessages } from '../../i18n/i18n.ts';
import { EnglishOnly } from '../../i18n/use-language.tsx';
import { StaffSessionProvider } from '../../staff-session/staff-session.tsx';
import { StaffShell } from './components/staff-shell.tsx';
import { enStaffShell } from './i18n/en.ts';

registerMessages('staffShell', enStaffShell);

/** The layout route of every staff page: in English, the session (signed in, or off to /admin-login) and the shell. */
export function StaffLayout() {
  return (
    <EnglishOnly>
      <StaffSessionProvider>
        <StaffShell>
          <Outlet />
        </StaffShell>
      </StaffSessionProvider>
    </EnglishOnly>
  );
}
