// The service editor's form: the shared ServiceInput plus the editor's one rule about a discount. (The capacity,
// closed-date and new-staff forms check with the server's own schemas in src/domain/workshopSchemas.ts.)
import * as v from 'valibot';
import { ServiceInput } from '../serviceInput';
import { catalogueContent } from './workshopContent';

/** The service editor: the one catalogue schema, and an original price only where it shows a discount. */
export const ServiceEditorForm = v.pipe(
  ServiceInput,
  v.forward(
    v.check((input) => input.originalPrice === null || input.originalPrice > input.price, catalogueContent.originalPriceNotAbove),
    ['originalPrice'],
  ),
);
