import {
  Arg,
  Ctx,
  Field,
  FieldResolver,
  InputType,
  ObjectType,
  registerEnumType,
  Resolver,
  Root,
  type ClassType,
  type MiddlewareFn,
} from "type-graphql";
import { IsBoolean, IsOptional } from "class-validator";
import type { ColumnOptions } from "typeorm";
import { UserInputError } from "../../errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { isOneLine, oneLineMessage } from "../../lib/validation.js";
import type { Language } from "../../site/languages.js";

/*
 * Kiswahili beside English (issue #20). The English text stays in the entity's own columns, which
 * every rule, the legacy REST paths and the e-mails already read; the Kiswahili text of the same
 * fields sits beside it in one JSON column, so a content type gains a translation without a
 * second table or a second row per language. GraphQL answers a field in Kiswahili through
 * `InKiswahili` when the request asks for it and there is a translation, in English otherwise.
 */

/** The GraphQL `language` argument's values, the same strings as the site's `Language`. */
export enum LanguageChoice {
  EN = "en",
  SW = "sw",
}

registerEnumType(LanguageChoice, {
  name: "Language",
  description: "A language of the site: English or Kiswahili",
});

/**
 * The optional `language` argument of a public query that returns translatable content. It is
 * the whole operation's language: graphql/language.plugin.ts reads it before any resolver runs
 * and sets the context's `language`, which wins over Accept-Language.
 */
export function LanguageArg() {
  return Arg("language", () => LanguageChoice, {
    nullable: true,
    description:
      "The language of the answer's texts, for the whole operation (wins over Accept-Language): Kiswahili where an item has it, English otherwise",
  });
}

@ObjectType({ description: "The Kiswahili text of one of an item's fields" })
export class TextTranslation {
  @Field(() => String, { description: "The field it translates, as the item names it, such as body" })
  field: string;

  @Field(() => String, { description: "The Kiswahili text (sanitised HTML for a rich-text field)" })
  text: string;
}

@InputType({ description: "The Kiswahili text of one of an item's fields; blank text for none" })
export class TextTranslationInput {
  @Field(() => String, { description: "The field it translates, such as title or body" })
  field: string;

  @Field(() => String)
  text: string;
}

/**
 * How a field is translated: one line of plain text (a title, held to the English one's rule of
 * `IsOneLine`), plain text of several lines, or rich text sanitised as the English is.
 */
export interface TranslatableField {
  kind: "line" | "text" | "rich";
  maxLength: number;
}

/** The fields of a content type that have a Kiswahili version, by the entity's property names. */
export type TranslatableFields = Readonly<Record<string, TranslatableField>>;

/** The Kiswahili texts of an item, by field name; a field without one is absent. */
export type KiswahiliTexts = Record<string, string>;

/** What a translatable entity carries beside its English columns. */
export interface Translatable {
  kiswahili: KiswahiliTexts | null;
  needsTranslation: boolean;
}

/** The `kiswahili` column: JSON text, as the focal points are, so both databases read it alike. */
export function kiswahiliColumn(): ColumnOptions {
  return { type: "simple-json", name: "kiswahili", nullable: true };
}

/** The `needs_translation` column, kept with each save so that staff can filter on it in SQL. */
export function needsTranslationColumn(): ColumnOptions {
  return { type: "boolean", name: "needs_translation", default: false };
}

/**
 * The `needsTranslation` argument of a list's arguments class: only the items that lack (true) or
 * have (false) a Kiswahili version of all their text, for whoever translates. Whether an item has
 * one is no secret (its page says so), so public lists take it too.
 */
export function NeedsTranslationFilter(): PropertyDecorator {
  const decorators = [
    Field(() => Boolean, {
      nullable: true,
      description: "Only the items that lack (true) or have (false) a Kiswahili version of all their text",
    }),
    IsOptional(),
    IsBoolean({ message: "needsTranslation must be true or false" }),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

/** The `where` of a list's `needsTranslation` filter: nothing when it is not given. */
export function needsTranslationWhere(needsTranslation: boolean | null | undefined): {
  needsTranslation?: boolean;
} {
  return typeof needsTranslation === "boolean" ? { needsTranslation } : {};
}

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * The translations a save stores, checked: `given` undefined keeps `stored`; a list is the whole
 * new set, where a blank text means no translation of that field. `english` holds the English
 * values the save stores, so that `needsTranslation` says whether some English text has no
 * Kiswahili version. Every service calls it before its write, so the translation is saved with
 * the rest or not at all.
 */
export function translationsOf(
  definition: TranslatableFields,
  given: unknown,
  english: Readonly<Record<string, unknown>>,
  stored: KiswahiliTexts | null = null,
): Translatable {
  const kiswahili = given === undefined ? (stored ?? {}) : checkedTranslations(definition, given);
  const kept = Object.fromEntries(Object.entries(kiswahili).filter(([field]) => field in definition));
  return {
    kiswahili: Object.keys(kept).length > 0 ? kept : null,
    needsTranslation: Object.keys(definition).some((field) => hasText(english[field]) && !kept[field]),
  };
}

function checkedTranslations(definition: TranslatableFields, given: unknown): KiswahiliTexts {
  if (given === null) return {};
  if (!Array.isArray(given))
    throw new UserInputError("kiswahili must be a list of translations", "kiswahili");
  const texts: KiswahiliTexts = {};
  const seen = new Set<string>();
  for (const item of given as unknown[]) {
    const { field, text } = (item ?? {}) as Record<string, unknown>;
    if (typeof field !== "string" || typeof text !== "string")
      throw new UserInputError("Each translation needs a field and its text", "kiswahili");
    const rule = definition[field];
    if (!rule || !Object.hasOwn(definition, field)) {
      const known = Object.keys(definition).join(", ");
      throw new UserInputError(
        `kiswahili: ${field} has no Kiswahili version; translate ${known}`,
        "kiswahili",
      );
    }
    if (seen.has(field))
      throw new UserInputError(`kiswahili: ${field} is translated twice; give it once`, "kiswahili");
    seen.add(field);
    const trimmed = text.trim();
    if (trimmed.length > rule.maxLength)
      throw new UserInputError(
        `kiswahili: ${field} must have at most ${rule.maxLength.toLocaleString("en")} characters`,
        "kiswahili",
      );
    if (rule.kind === "line" && !isOneLine(trimmed))
      throw new UserInputError(`kiswahili: ${oneLineMessage(field)}`, "kiswahili");
    // Sanitised as the English is, so a translation can carry no more than the English may.
    const stored = rule.kind === "rich" ? sanitizeRichText(trimmed) : trimmed;
    if (hasText(rule.kind === "rich" ? stored.replace(/<[^>]*>/g, "") : stored) || /<img\b/i.test(stored))
      texts[field] = stored;
  }
  return texts;
}

/**
 * A copy of `row` in a language, with each Kiswahili text in place of its English (English where
 * there is none, and nothing where the English is empty), for what answers outside GraphQL (the
 * RSS feed).
 */
export function translated<T extends Pick<Translatable, "kiswahili">>(row: T, language: Language): T {
  if (language !== "sw" || !row.kiswahili) return row;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(row) as object) as T, row);
  for (const [field, text] of Object.entries(row.kiswahili)) {
    const english = (row as unknown as Record<string, unknown>)[field];
    if (text && hasText(english)) (copy as Record<string, unknown>)[field] = text;
  }
  return copy;
}

/**
 * Of the request's context (context.ts, which the entities here sit below), what the fields below
 * read: the language the answer is in.
 */
interface AnswerLanguage {
  language: Language;
}

/**
 * On each translatable `@Field` (`@UseMiddleware(InKiswahili)`): the Kiswahili text when the
 * request's language is Kiswahili and the item has one, the English value otherwise. A field
 * staff emptied in English is empty in Kiswahili too (a banner taken down stays down), whatever
 * Kiswahili it kept.
 */
export const InKiswahili: MiddlewareFn<AnswerLanguage> = async ({ root, info, context }, next) => {
  const english: unknown = await next();
  if (context.language !== "sw" || !hasText(english)) return english;
  const text = (root as Partial<Translatable>).kiswahili?.[info.fieldName];
  return text ? text : english;
};

/**
 * The fields every translatable type adds, `kiswahili` (what staff edit) and `fallsBackToEnglish`
 * (when the web shows its notice), made once for a type: its resolver is listed beside the type's
 * own in graphql/schema.ts.
 */
export function TranslationResolver<T extends Translatable>(
  of: ClassType<T>,
  definition: TranslatableFields,
) {
  @Resolver(() => of)
  class TranslationFields {
    @FieldResolver(() => [TextTranslation], {
      description: "The Kiswahili texts of its fields, whatever language is asked for (what staff edit)",
    })
    kiswahili(@Root() item: T): TextTranslation[] {
      return Object.keys(definition).flatMap((field) => {
        const text = item.kiswahili?.[field];
        return text ? [{ field, text }] : [];
      });
    }

    @FieldResolver(() => Boolean, {
      description:
        "True when the answer is in Kiswahili and some of this item's text has no Kiswahili version, so it is shown in English",
    })
    fallsBackToEnglish(@Root() item: T, @Ctx() { language }: AnswerLanguage): boolean {
      return language === "sw" && Boolean(item.needsTranslation);
    }
  }
  return TranslationFields;
}

/**
 * The English columns a save stores with their translations beside them (see `translationsOf`):
 * what most services pass to their write.
 */
export function withTranslations<T extends Record<string, unknown>>(
  definition: TranslatableFields,
  columns: T,
  given: unknown,
  stored: KiswahiliTexts | null,
): T & Translatable {
  return { ...columns, ...translationsOf(definition, given, columns, stored) };
}
