// A customer's session on a console page: the console is for the workshop's staff; a link to the customer site and
// a way to sign out (to sign in with a staff account).
import { notAllowedContent as copy } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import { AuthCard } from '../components/AuthCard';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { Stack } from '../components/Stack';
import { useStaffSessionActor, useStaffSessionSelector } from './staffSessionActor';

const selectBusy = (snapshot: StaffSessionSnapshot) => snapshot.hasTag('busy');

export default function NotAllowedPage() {
  const session = useStaffSessionActor();
  const busy = useStaffSessionSelector(selectBusy);

  return (
    <AuthCard id="not-allowed-title" title={copy.title} subtitle={copy.body}>
      <Stack space="md">
        {/* The customer site is another page (index.html), not a route of the console: a full load. */}
        <a href="/" className={buttonClass('primary')}>
          {copy.customerSite}
        </a>
        <Button variant="secondary" busy={busy} onClick={() => session.send({ type: 'staffSession.signOut' })}>
          {copy.signOut}
        </Button>
      </Stack>
    </AuthCard>
  );
}
