import type { TFunction } from "i18next";
import { messages } from "../../lib/language";
import type { PublicationStatus } from "../gql/graphql";
import type { RecordValues } from "../required-errors";
import { PublicationFields } from "./publication-fields";
import {
  publicationAction,
  publicationInput,
  publicationValues,
  validatePublication,
  type PublicationThing,
  type PublicationValues,
} from "./publication";

/** The values a RecordForm with a publication has beside its own fields. */
export type PublicationField = keyof PublicationValues;
type PublicationName = PublicationField;
type FormParts<Name extends string> = {
  values: RecordValues<Name>;
  set: (name: Name, value: string) => void;
  field: (name: Name) => { value: string; onChange: (value: string) => void; error?: string };
};

/**
 * The publication's part of a RecordForm (information pages, departments, the bishop's messages),
 * as the news form has it: its first values, its checks, its fields and the save button's words.
 * `item` is the record as saved (null for a new one); `thing` names it ("page") for the button and
 * the messages, which are in the language of `t` (the form's).
 */
export function recordPublication<Name extends string>(
  item: { status: PublicationStatus; publishAt?: string | null } | null | undefined,
  { thing, savedLabel, t = messages.en.t }: { thing: PublicationThing; savedLabel: string; t?: TFunction },
) {
  const initial = publicationValues(item);
  const valuesOf = (values: RecordValues<Name | PublicationName>): PublicationValues => ({
    status: values.status as PublicationStatus,
    publishDate: values.publishDate,
    publishTime: values.publishTime,
  });
  return {
    initial: initial as RecordValues<PublicationName>,
    validate: (values: RecordValues<Name | PublicationName>) =>
      validatePublication(valuesOf(values), thing, new Date(), t),
    submitLabel: (values: RecordValues<Name | PublicationName>) =>
      values.status === initial.status ? savedLabel : publicationAction(valuesOf(values).status, thing, t),
    /** The publication the API is asked for. */
    input: (values: RecordValues<Name | PublicationName>) => publicationInput(valuesOf(values)),
    extra: ({ values, set, field }: FormParts<Name | PublicationName>) => (
      <PublicationFields
        status={values.status as PublicationStatus}
        onStatusChange={(status) => set("status", status)}
        publishDate={field("publishDate")}
        publishTime={field("publishTime")}
        publishedAt={item?.status === "PUBLISHED" ? item.publishAt : null}
        thing={thing}
      />
    ),
  };
}
