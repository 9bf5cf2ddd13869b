import { Text, type TextProps } from "@chakra-ui/react";
import { useLocale } from "../../lib/language";

type PublishedDateProps = TextProps & { isoDate: string };

/** When an article came out, in the page's language: "12 March 2025", "12 Machi 2025". */
export function PublishedDate({ isoDate, ...textProps }: PublishedDateProps) {
  // A fixed time zone keeps the date the same on the server and in every visitor's browser.
  const dateFormat = new Intl.DateTimeFormat(useLocale(), { dateStyle: "long", timeZone: "Africa/Nairobi" });
  return (
    <Text color="fg.muted" textStyle="sm" {...textProps}>
      <time dateTime={isoDate}>{dateFormat.format(new Date(isoDate))}</time>
    </Text>
  );
}
