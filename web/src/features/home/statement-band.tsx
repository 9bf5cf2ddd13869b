import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** The diocese's statements, in the words of its strategic plan. */
export function StatementBand() {
  const { t } = useTranslation();
  const statements = [
    { title: t("home.statements.visionTitle"), text: t("home.statements.vision") },
    { title: t("home.statements.missionTitle"), text: t("home.statements.mission") },
    { title: t("home.statements.coreValuesTitle"), text: t("home.statements.coreValues") },
  ];
  return (
    <Box
      as="section"
      aria-label={t("home.statements.label")}
      bg="brand.solid"
      color="brand.contrast"
      py={{ base: "10", md: "12" }}
    >
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {statements.map((statement) => (
            <Stack key={statement.title} gap="2" borderTopWidth="3px" borderColor="gold.solid" pt="4">
              <Heading as="h2" size="lg" color="gold.solid">
                {statement.title}
              </Heading>
              <Text textStyle="md">{statement.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
