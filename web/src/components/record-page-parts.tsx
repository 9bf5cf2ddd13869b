import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ResponsiveImageFieldsFragment } from "../gql/graphql";
import { ResponsiveImage } from "./responsive-image";

/** Paragraphs of plain text, as staff typed them with blank lines between. */
const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

type PlainTextSectionProps = {
  /** The id of its heading, which names the section for screen readers. */
  id: string;
  title: string;
  text: string;
  /** Shown above the text, such as the notice that it has no Kiswahili yet. */
  notice?: ReactNode;
  /** The text's own language when it is not the page's (English shown on a Kiswahili page). */
  lang?: string;
  mt?: { base: string; lg: string };
};

/**
 * A record's story as staff typed it in plain text (a parish's or an institution's history, a
 * member of the clergy's biography): a headed section of its paragraphs.
 */
export function PlainTextSection({ id, title, text, notice, lang, mt }: PlainTextSectionProps) {
  return (
    <Box as="section" aria-labelledby={id} maxW="48rem" mt={mt}>
      <Heading as="h2" id={id} size="xl" mb="4">
        {title}
      </Heading>
      {notice}
      <Stack gap="3" lang={lang}>
        {paragraphs(text).map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The picture at the top of a record's page (a parish, an institution, a member of the clergy):
 * the first thing a visitor sees, so loaded at once; `sizes` says how wide its column is.
 */
export function LeadPicture({
  image,
  alt,
  sizes,
}: {
  image: ResponsiveImageFieldsFragment;
  alt: string;
  sizes: string;
}) {
  return (
    <ResponsiveImage
      image={image}
      alt={alt}
      sizes={sizes}
      priority
      width="100%"
      height="auto"
      borderRadius="lg"
    />
  );
}
