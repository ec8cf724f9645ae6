// Model-based test of the Create Account form: the flow model's paths (tests/models/register.ts) drive the REAL
// register machine; after every step its values, its field errors (from the shared schema), whether the submit was
// refused (the page then moves focus) and what it told the session must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { registerFlow } from '../models/register';

modelTest('register form (model-based)', registerFlow, (state, run) => {
  const { context } = run.actor.getSnapshot();
  expect(context.values, 'form values').toEqual(state.context.values);
  expect(context.fieldErrors, 'field errors').toEqual(state.context.fieldErrors);
  expect(context.rejectedSubmits - run.refusalsBefore, 'refused submits this step').toBe(state.context.refused ? 1 : 0);
  expect(run.told, 'told the session').toEqual(state.context.told);
});
