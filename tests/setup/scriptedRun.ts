// What most flow runs keep beside their actor: a scripted server and the toasts the machine asked the shell for,
// both forgotten before every step so that a step's checks see only what it did.
import type { Notice } from '../../src/machines/notice';
import type { RunOptions } from './flowModel';
import { ScriptedCalls } from './scriptedCalls';

export class ScriptedRun<CallName extends string> {
  readonly server = new ScriptedCalls<CallName>();
  toasts: Notice[] = [];

  /** `options` (the recorder's inspector, the simulated clock) go to the actor the run starts. */
  constructor(protected readonly options: Partial<RunOptions> = {}) {}

  beginStep() {
    this.server.beginStep();
    this.toasts = [];
  }
}
