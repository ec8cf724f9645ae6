// A catalogue that also offers another catalogue's texts (My Bookings' reschedule dialog shows the date grid's).
// Copying them (`...dateGridContent`) would freeze them in the language in force when the module loaded; here each
// shared text is read from its own catalogue when it is shown, in the language then in force.

/** `{ ...shared, ...own }` (same keys, same order), except that `shared`'s texts are getters reading `shared`. */
export function withSharedTexts<S extends object, O extends object>(shared: S, own: O): S & O {
  const combined: object = {};
  for (const key of Object.keys(shared)) {
    const property: PropertyDescriptor =
      key in own ? { value: Reflect.get(own, key), writable: true } : { get: () => Reflect.get(shared, key) };
    Object.defineProperty(combined, key, { ...property, enumerable: true, configurable: true });
  }
  for (const [key, value] of Object.entries(own)) {
    if (!(key in combined)) Object.defineProperty(combined, key, { value, writable: true, enumerable: true, configurable: true });
  }
  // every key of S now reads S's text and every key of O is O's own
  return combined as S & O;
}
