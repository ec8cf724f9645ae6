// Model-based test of the sign-in form: the flow model's paths (tests/models/login.ts) drive the REAL login machine;
// after every step its values and what it told the session must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { loginFlow } from '../models/login';

modelTest('login form (model-based)', loginFlow, (state, run) => {
  expect(run.actor.getSnapshot().context.values, 'form values').toEqual(state.context.values);
  expect(run.told, 'told the session').toEqual(state.context.told);
});
