// Runs one resource machine for a screen and hands the view its status, data, error and the two events.
import { useActorRef, useSelector } from '@xstate/react';
import { inspector } from '../../machines/inspector';
import { resourceStatusOf, type ResourceInput, type ResourceMachine, type ResourceSnapshot } from '../../machines/resource';
import { useFlowEffects } from './flowEffects';

export function useResource<T>(machine: ResourceMachine<T>, input: ResourceInput<T>) {
  const actorRef = useActorRef(useFlowEffects(machine), { input, inspect: inspector() });
  const status = useSelector(actorRef, (snapshot: ResourceSnapshot<T>) => resourceStatusOf(snapshot));
  const data = useSelector(actorRef, (snapshot: ResourceSnapshot<T>) => snapshot.context.data);
  const error = useSelector(actorRef, (snapshot: ResourceSnapshot<T>) => snapshot.context.error);
  return {
    status,
    data,
    error,
    retry: () => actorRef.send({ type: 'resource.retry' }),
    reload: () => actorRef.send({ type: 'resource.reload' }),
  };
}
