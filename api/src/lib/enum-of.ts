/**
 * An object whose keys and values are these names, each standing for itself: what type-graphql's
 * registerEnumType takes, made from a list the rest of the code also reads.
 */
export const enumOf = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, name])) as { [Key in Name]: Key };
