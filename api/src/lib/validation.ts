import { validate, type ValidationError } from "class-validator";
import { UserInputError } from "../errors.js";

/**
 * Builds an instance of an input class from untrusted data and checks its class-validator rules,
 * so that GraphQL and REST callers meet the same rules in the service.
 */
export async function validated<T extends object>(
  InputClass: new () => T,
  data: Partial<Record<keyof T, unknown>>,
): Promise<T> {
  const input = Object.assign(new InputClass(), data);
  const errors = await validate(input, { forbidUnknownValues: true, whitelist: true });
  if (errors.length > 0) throw new UserInputError(describe(errors));
  return input;
}

function describe(errors: ValidationError[]): string {
  return errors.flatMap((error) => Object.values(error.constraints ?? {})).join("; ");
}
