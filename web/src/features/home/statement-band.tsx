import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { CORE_VALUES_LINE, MISSION, VISION } from "./statements";

const statements = [
  { title: "Vision", text: VISION },
  { title: "Mission Statement", text: MISSION },
  { title: "Core Values", text: CORE_VALUES_LINE },
];

export function StatementBand() {
  return (
    <Box
      as="section"
      aria-label="Vision, mission and core values"
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
