import { Text, type TextProps } from "@chakra-ui/react";

// A fixed time zone keeps the date the same on the server and in every visitor's browser.
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeZone: "Africa/Nairobi",
});

type PublishedDateProps = TextProps & { isoDate: string };

export function PublishedDate({ isoDate, ...textProps }: PublishedDateProps) {
  return (
    <Text color="fg.muted" textStyle="sm" {...textProps}>
      <time dateTime={isoDate}>{dateFormat.format(new Date(isoDate))}</time>
    </Text>
  );
}
