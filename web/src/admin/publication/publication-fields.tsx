import { Box, HStack, RadioGroup, Stack, Text, Wrap } from "@chakra-ui/react";
import { TextField } from "../../components/text-field";
import { RadioItems } from "../events/radio-items";
import type { PublicationStatus } from "../gql/graphql";
import { formatKakamegaTime, PUBLICATION_CHOICES } from "./publication";

/** What a text field of a form takes (useRecordForm's `field`). */
type TextFieldParts = { value: string; onChange: (value: string) => void; error?: string };

type PublicationFieldsProps = {
  status: PublicationStatus;
  onStatusChange: (status: PublicationStatus) => void;
  publishDate: TextFieldParts;
  publishTime: TextFieldParts;
  /** When the item being edited went on the website, if it has: choosing Publish now keeps it. */
  publishedAt?: string | null;
  /** The item in the words of the hint, capitalised: "The article". */
  what: string;
};

/**
 * Publish now, Save as draft or Schedule, and a schedule's day and time in Kakamega: the same
 * choice in every form of what staff publish (news, information pages, departments, the bishop's
 * messages).
 */
export function PublicationFields({
  status,
  onStatusChange,
  publishDate,
  publishTime,
  publishedAt,
  what,
}: PublicationFieldsProps) {
  return (
    <Stack gap="4">
      <RadioGroup.Root
        value={status}
        onValueChange={(details) => details.value && onStatusChange(details.value as PublicationStatus)}
        size="sm"
      >
        <RadioGroup.Label>Publication</RadioGroup.Label>
        <Wrap gap="4" mt="2">
          <RadioItems choices={PUBLICATION_CHOICES} />
        </Wrap>
      </RadioGroup.Root>
      {status === "PUBLISHED" && publishedAt && (
        <Text textStyle="sm" color="fg.muted">
          On the website since {formatKakamegaTime(publishedAt)}. It keeps that date.
        </Text>
      )}
      {status === "DRAFT" && (
        <Text textStyle="sm" color="fg.muted">
          {what} will be seen by staff only, until it is published.
        </Text>
      )}
      {status === "SCHEDULED" && (
        <Stack gap="2">
          <HStack gap="4" align="start" wrap="wrap">
            <Box maxW="xs">
              <TextField label="Day to publish" type="date" required {...publishDate} />
            </Box>
            <Box maxW="xs">
              <TextField label="Time to publish" type="time" required {...publishTime} />
            </Box>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            Kakamega time (East Africa Time), even if this computer is set to another time zone. {what} goes
            on the website within a minute of that time.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
