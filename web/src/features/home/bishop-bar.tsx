import {
  Box,
  Center,
  Container,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/responsive-image";
import type { HomePageQuery } from "../../gql/graphql";

type BishopMessage = HomePageQuery["currentBishopMessage"];

/** The Bishop's current message: a spinner until it arrives, nothing when there is none. */
export function BishopBar({ loading, message }: { loading: boolean; message: BishopMessage | undefined }) {
  const { t } = useTranslation();
  if (loading && !message) {
    return (
      <Center as="section" aria-label={t("home.bishop.label")} py="16" role="status">
        <Spinner size="lg" color="brand.fg" />
        <VisuallyHidden>{t("home.bishop.loading")}</VisuallyHidden>
      </Center>
    );
  }
  if (!message) return null;
  return (
    <Box as="section" aria-labelledby="bishop-message" py={{ base: "10", md: "16" }} bg="bg">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "6", md: "12" }} alignItems="center">
          <Box as="figure" w={{ base: "60%", md: "50%" }} mx="auto" textAlign="center">
            {message.image && (
              <ResponsiveImage
                image={message.image}
                alt={message.bishopName}
                sizes="(min-width: 48em) 288px, 60vw"
                width="100%"
                height="auto"
                borderRadius="lg"
                boxShadow="md"
              />
            )}
            <Text as="figcaption" mt="3" fontWeight="semibold" color="brand.fg">
              {message.bishopName}
            </Text>
          </Box>
          <Stack gap="4">
            <Heading as="h2" id="bishop-message" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
              {message.heading}
            </Heading>
            <Text textStyle="lg" lineHeight="tall" whiteSpace="pre-line">
              {message.message}
            </Text>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
