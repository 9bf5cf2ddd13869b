import { IsInt, IsUrl, Max, Min, ValidateBy, isEmail, validate, type ValidationError } from "class-validator";
import { UserInputError } from "../errors.js";
import { MAX_RECORD_ID } from "../site/site-routes.js";

/** Data for an input class as a caller sent it: any field may be missing or of the wrong type. */
export type Untrusted<T> = Partial<Record<keyof T, unknown>>;

/**
 * Builds an instance of an input class from untrusted data and checks its class-validator rules,
 * so that GraphQL and REST callers meet the same rules in the service.
 */
export async function validated<T extends object>(InputClass: new () => T, data: Untrusted<T>): Promise<T> {
  const input = Object.assign(new InputClass(), data);
  const errors = await validate(input, { forbidUnknownValues: true, whitelist: true });
  // The field named is the first that failed; the message lists them all.
  if (errors.length > 0) throw new UserInputError(describe(errors), errors[0]!.property);
  return input;
}

/**
 * One message per field: the first of its rules that failed, as declared (class-validator lists
 * them last-declared first), so that a number sent for a name reads "name must be text" alone.
 */
function describe(errors: ValidationError[]): string {
  return errors.flatMap((error) => Object.values(error.constraints ?? {}).slice(-1)).join("; ");
}

/**
 * The same data with the spaces around each text value removed, so that a title of spaces counts
 * as empty and "Butere " and "Butere" are one name; an optional field left blank becomes null
 * ("not given"). Only for content, never for passwords.
 */
export function withTrimmedText<T extends object>(data: T, optional: readonly string[] = []): T {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      const text = typeof value === "string" ? value.trim() : value;
      return [key, text === "" && optional.includes(key) ? null : text];
    }),
  ) as T;
}

function asId(raw: unknown): number | null {
  const id =
    typeof raw === "number"
      ? raw
      : typeof raw === "string" && /^\d{1,10}$/.test(raw.trim())
        ? Number(raw)
        : NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Whether an id from a URL is one a row can have, so that looking it up cannot be refused. */
export const isPossibleId = (raw: unknown): boolean => asId(raw) !== null;

/** An id from a URL or a GraphQL ID argument, checked to be a whole number a row can have. */
export function parseId(raw: unknown, what = "id"): number {
  const id = asId(raw);
  if (id === null)
    throw new UserInputError(`${what} must be a whole number from 1 to ${MAX_RECORD_ID}`, what);
  return id;
}

/**
 * The rule for a field of an input that refers to another record by id: GraphQL sends an ID as
 * text, the old REST pages send a number or text. The service reads it with `parseId`.
 */
export function IsRecordId(what: string): PropertyDecorator {
  return ValidateBy({
    name: "isRecordId",
    validator: {
      validate: (value: unknown) => isPossibleId(value),
      defaultMessage: () => `${what} must be a whole number from 1 to ${MAX_RECORD_ID}`,
    },
  });
}

/** The years the diocese's yearly records (assessments, returns, their summary and report) are of. */
export const FIRST_RECORD_YEAR = 2000;
export const LAST_RECORD_YEAR = 2100;

/** The rule for a year of the diocese's yearly records: a whole number from 2000 to 2100. */
export function IsRecordYear(field = "year"): PropertyDecorator {
  const rules = [
    IsInt({ message: `${field} must be a whole number such as 2026` }),
    Min(FIRST_RECORD_YEAR, { message: `${field} must be ${FIRST_RECORD_YEAR} or later` }),
    Max(LAST_RECORD_YEAR, { message: `${field} must be ${LAST_RECORD_YEAR} or earlier` }),
  ];
  return (target, property) => {
    for (const rule of rules) rule(target, property);
  };
}

/**
 * What a line of text cannot hold: the control characters (Unicode's Cc: C0 with line breaks and
 * the tab among them, DEL and C1) and Unicode's line and paragraph separators. A title travels into
 * calendars, feeds and e-mail headers, where a line break starts a line of the writer's own. The
 * tab goes with them: a page shows it as a space, so no title needs one.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** Whether a value is a line of text (anything not text is left to the other rules). */
export const isOneLine = (value: unknown): boolean => typeof value !== "string" || !NOT_ONE_LINE.test(value);

export const oneLineMessage = (field: string) =>
  `${field} must be one line, without line breaks, tabs or other control characters`;

/**
 * The rule for every single-line text of content (a title, a name, a place, a subject): one line,
 * with no control character. Kiswahili versions of such fields meet it through `kind: "line"`.
 */
export function IsOneLine(): PropertyDecorator {
  return ValidateBy({
    name: "isOneLine",
    validator: { validate: isOneLine, defaultMessage: (args) => oneLineMessage(args!.property) },
  });
}

/**
 * An address as people type it: no display name, no quoted part, no space or control character.
 * class-validator's isEmail also takes a quoted local part, which may hold line breaks, commas
 * and angle brackets ("a\r\nBcc: b@example.org"@example.org); an address goes into the To
 * header of the site's e-mail, so it may not.
 */
const PLAIN_ADDRESS = /^[^\s"(),:;<>@[\\\]\p{Cc}]+@[^\s"(),:;<>@[\\\]\p{Cc}]+$/u;

/** The rule for every e-mail address the site is given, with the message for the field. */
export function IsEmailAddress(message: string): PropertyDecorator {
  return ValidateBy({
    name: "isEmailAddress",
    validator: {
      validate: (value: unknown) => typeof value === "string" && isEmail(value) && PLAIN_ADDRESS.test(value),
      defaultMessage: () => message,
    },
  });
}

/** The rule for a link a visitor may follow: an http or https address with a real host name. */
export function IsWebLink(what: string): PropertyDecorator {
  return IsUrl(
    { protocols: ["http", "https"], require_protocol: true, require_valid_protocol: true },
    { message: `${what} must be a web address starting with http:// or https://` },
  );
}

/** A phone number as people write them in Kenya: +254 712 345 678, 0712 345678, (056) 30123. */
export const PHONE_NUMBER = /^\+?[0-9(][0-9 ()-]{5,18}[0-9]$/;

/** An address part of lower-case words joined by hyphens, as in about-us or mothers-union. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
