// Records, through the actor system's inspection events, which transitions of the real machines a test path took,
// and the texts each one put in front of the customer: the strings of the actions it ran (a toast's message, say)
// and the strings it wrote into the machine's context (an error, a field's message).
import type { ActorRefLike, InspectionEvent, Snapshot } from 'xstate';
import { transitionKey } from '../../scripts/flow-transitions';

export interface TakenTransition {
  key: string;
  texts: string[];
  /** How many events of the path had been performed when it was taken: 0 at the start, 1 on the first event… */
  step: number;
}

const isPlainData = (value: unknown): value is object =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/** Every string inside plain objects and arrays (actor references, dates and class instances are not looked into). */
function stringsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (isPlainData(value)) for (const inner of Object.values(value)) stringsIn(inner, found);
  return found;
}

/** The same strings by where they are ("error", "fieldErrors.email"), so a text copied from one place to another counts. */
function stringsByPlace(value: unknown, place = '', found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') found.set(place, value);
  else if (isPlainData(value)) for (const [key, inner] of Object.entries(value)) stringsByPlace(inner, `${place}.${key}`, found);
  return found;
}

const contextOf = (snapshot: Snapshot<unknown> | undefined) => (snapshot && 'context' in snapshot ? snapshot.context : undefined);

export class TransitionRecorder {
  readonly taken: TakenTransition[] = [];
  /** Set by the path runner before each event. */
  step = 0;
  /** Texts of the actions each actor ran since its last microstep. */
  private readonly actionTexts = new Map<ActorRefLike, Set<string>>();
  private readonly lastSnapshot = new Map<ActorRefLike, Snapshot<unknown>>();

  readonly inspect = (inspection: InspectionEvent) => {
    const actor = inspection.actorRef;
    switch (inspection.type) {
      case '@xstate.action': {
        const texts = this.actionTexts.get(actor) ?? new Set<string>();
        stringsIn(inspection.action.params, texts);
        this.actionTexts.set(actor, texts);
        return;
      }
      case '@xstate.microstep': {
        // Before an actor's first snapshot (its start) what was already there cannot be told apart: none is new.
        const previous = this.lastSnapshot.get(actor);
        const before = stringsByPlace(contextOf(previous));
        const written = previous ? [...stringsByPlace(contextOf(inspection.snapshot))].filter(([place, text]) => before.get(place) !== text) : [];
        const appeared = written.map(([, text]) => text);
        const texts = [...new Set([...(this.actionTexts.get(actor) ?? []), ...appeared])];
        for (const definition of inspection._transitions) this.taken.push({ key: transitionKey(definition), texts, step: this.step });
        this.actionTexts.delete(actor);
        this.lastSnapshot.set(actor, inspection.snapshot);
        return;
      }
      case '@xstate.snapshot':
        // The actions of starting an actor belong to no transition.
        this.actionTexts.delete(actor);
        this.lastSnapshot.set(actor, inspection.snapshot);
        return;
      default:
        return;
    }
  };
}
