/**
 * Property decorators applied as if written one above the other, the last first (as TypeScript
 * applies them): one name for a field's GraphQL, column and validation rules that several records
 * share.
 */
export const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
