// The reschedule dialog's start times as both My Bookings' and the console's flows run them: the timeChoice machine
// they invoke, asking the flow's scripted server, and the running dialog a step talks to.
import type { AvailableTimesQuery } from '../../src/api/bookings';
import type { AvailableTime } from '../../src/domain/types';
import { timeChoiceMachine } from '../../src/machines/timeChoice';
import type { ScriptedCalls } from '../setup/scriptedCalls';

/** The timeChoice machine whose times are a `times` call of the flow's server. */
export const scriptedTimeChoice = <Name extends string>(server: ScriptedCalls<Name | 'times'>) =>
  timeChoiceMachine.provide({ actors: { loadTimes: server.actor<AvailableTime[], AvailableTimesQuery>('times') } });

/** The reschedule dialog's running time choice; a step that needs one when the dialog has none is a broken path. */
export function timeChoiceOf<TChoice>(snapshot: { children: { timeChoice?: TChoice } }): TChoice {
  const choice = snapshot.children.timeChoice;
  if (!choice) throw new Error('the reschedule dialog has no time choice');
  return choice;
}
