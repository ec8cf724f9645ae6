// The signed-in staff member, for every console page: given by the console's shell (StaffApp) once the staff
// session is known, so a page can show or hide what only an admin may do.
import { createContext, useContext } from 'react';
import type { StaffSessionData } from '../../domain/staff';

export const StaffSessionContext = createContext<StaffSessionData | null>(null);

/** The signed-in staff member; only console pages (rendered inside the shell's provider) may call it. */
export function useStaffSession(): StaffSessionData {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the console shell');
  return session;
}
