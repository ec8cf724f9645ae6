// A catalogue entry as the workshop writes it: the console's service editor, the ops API and the ops CLI validate
// with this one schema.
import * as v from 'valibot';
import { SERVICE_CATEGORIES, SERVICE_KINDS } from './constants';

export const serviceInputMessages = {
  idInvalid: 'id must be lowercase letters, digits and hyphens.',
  nameRequired: 'name is required',
  wholeRupees: 'Prices are whole rupees.',
  priceRange: 'Prices are from 0 to 10,000,000 rupees.',
  categoryInvalid: 'category is not a known service category.',
  kindInvalid: 'kind is either service or addon.',
  durationInvalid: 'Duration is a whole number of minutes from 15 to 1440.',
  itemInvalid: 'Every item needs an id and a name.',
} as const;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const amount = v.pipe(
  v.number(serviceInputMessages.wholeRupees),
  v.integer(serviceInputMessages.wholeRupees),
  v.minValue(0, serviceInputMessages.priceRange),
  v.maxValue(10_000_000, serviceInputMessages.priceRange),
);

export const ServiceInput = v.object({
  id: v.pipe(text(60), v.regex(/^[a-z0-9][a-z0-9-]*$/, serviceInputMessages.idInvalid)),
  name: v.pipe(text(120), v.nonEmpty(serviceInputMessages.nameRequired)),
  description: v.optional(text(2000), ''),
  price: amount,
  originalPrice: v.optional(v.nullable(amount), null),
  category: v.picklist(SERVICE_CATEGORIES, serviceInputMessages.categoryInvalid),
  /** A main service, or an add-on booked beside one; left out, a new service is a main one and an edited one keeps its kind. */
  kind: v.optional(v.picklist(SERVICE_KINDS, serviceInputMessages.kindInvalid)),
  is_active: v.optional(v.boolean(), true),
  duration_minutes: v.pipe(
    v.number(serviceInputMessages.durationInvalid),
    v.integer(serviceInputMessages.durationInvalid),
    v.minValue(15, serviceInputMessages.durationInvalid),
    v.maxValue(24 * 60, serviceInputMessages.durationInvalid),
  ),
  /** Its place in the catalogue; left out, a new service comes first (0) and an edited one keeps its place. */
  sort_order: v.optional(v.pipe(v.number(), v.integer())),
  items: v.optional(
    v.array(
      v.object({
        id: v.pipe(text(60), v.nonEmpty(serviceInputMessages.itemInvalid)),
        name: v.pipe(text(120), v.nonEmpty(serviceInputMessages.itemInvalid)),
      }),
    ),
    [],
  ),
});
export type ServiceInput = v.InferOutput<typeof ServiceInput>;
