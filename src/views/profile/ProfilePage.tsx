// The profile page (spec §2 Profile; DESIGN deviation 2): personal info and My Vehicles, both stored on the server,
// and under the details where booking messages go besides e-mail (WhatsApp or SMS).
import { useActorRef } from '@xstate/react';
import { profileContent as content } from '../../domain/profileContent';
import { inspector } from '../../machines/inspector';
import { phoneChannelMachine } from '../../machines/phoneChannel';
import { profileMachine } from '../../machines/profile';
import { vehiclesMachine } from '../../machines/vehicles';
import * as ui from '../../styles/ui.css';
import { useFlowEffects } from '../components/flowEffects';
import { PageHero } from '../components/PageHero';
import { Stack } from '../components/Stack';
import { Tiles } from '../components/Tiles';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useCurrentUser, useSessionActor } from '../session/SessionProvider';
import { PersonalInfoCard } from './PersonalInfoCard';
import { PhoneChannelCard } from './PhoneChannelCard';
import { VehiclesCard } from './VehiclesCard';
import * as styles from './ProfilePage.css';

interface ProfilePageProps {
  /** Passed by the route table; the page sets its own document title. */
  title?: string;
  /** The pages' logic; tests pass `machine.provide({ actors })` to stub the server. */
  profileLogic?: typeof profileMachine;
  vehiclesLogic?: typeof vehiclesMachine;
  phoneChannelLogic?: typeof phoneChannelMachine;
}

export default function ProfilePage({ profileLogic = profileMachine, vehiclesLogic = vehiclesMachine, phoneChannelLogic = phoneChannelMachine }: ProfilePageProps) {
  useDocumentTitle(content.title);
  const session = useSessionActor();
  const customerId = useCurrentUser()?.id ?? '';
  const phoneChannel = useActorRef(useFlowEffects(phoneChannelLogic), { inspect: inspector() });
  const profile = useActorRef(useFlowEffects(profileLogic), { input: { session, phoneChannel }, inspect: inspector() });
  const vehicles = useActorRef(useFlowEffects(vehiclesLogic), { input: { customerId }, inspect: inspector() });

  return (
    <>
      <PageHero as="section" tone="brand" title={content.title} titleId="profile-title" lead={content.lead} />
      <Tiles space="lg" columns={2} collapseBelow="tablet" alignY="start" className={`${ui.container} ${styles.columns}`}>
        <Stack space="lg">
          <PersonalInfoCard actor={profile} />
          <PhoneChannelCard actor={phoneChannel} />
        </Stack>
        <VehiclesCard actor={vehicles} />
      </Tiles>
    </>
  );
}
