// A customer's session on a console page: the console is for the workshop's staff; a link to the customer site and
// a way to sign out (to sign in with a staff account).
import { notAllowedContent as copy } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { AuthCard } from '../components/AuthCard';
import * as authStyles from '../pages/LoginPage.css';
import { useStaffSessionActor, useStaffSessionSelector } from './staffSessionActor';

const selectBusy = (snapshot: StaffSessionSnapshot) => snapshot.hasTag('busy');

export default function NotAllowedPage() {
  const session = useStaffSessionActor();
  const busy = useStaffSessionSelector(selectBusy);

  return (
    <AuthCard id="not-allowed-title" title={copy.title} subtitle={copy.body}>
      <div className={ui.form}>
        {/* The customer site is another page (index.html), not a route of the console: a full load. */}
        <a href="/" className={`${buttonClass('primary')} ${authStyles.submit}`}>
          {copy.customerSite}
        </a>
        <button
          type="button"
          className={`${buttonClass('secondary')} ${authStyles.submit}`}
          onClick={() => session.send({ type: 'staffSession.signOut' })}
          disabled={busy}
          aria-busy={busy}
        >
          {copy.signOut}
        </button>
      </div>
    </AuthCard>
  );
}
