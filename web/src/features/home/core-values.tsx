import { Box, Center, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { LuCross, LuHandHeart, LuSprout } from "react-icons/lu";

const values = [
  {
    title: "Commitment",
    icon: <LuHandHeart />,
    text: "We give ourselves wholeheartedly to God's mission: in our parishes, our schools and our communities, in season and out of season.",
  },
  {
    title: "God Fearing",
    subtitle: "Spiritual Transformation",
    icon: <LuCross />,
    text: "We seek lives changed by the Gospel, growing in prayer, the Word and the sacraments, so that faith shapes every part of life.",
  },
  {
    title: "Stewardship",
    icon: <LuSprout />,
    text: "We care faithfully for the people, land, money and gifts God entrusts to us, and account for them openly.",
  },
];

export function CoreValues() {
  return (
    <Box
      as="section"
      id="core-values"
      aria-labelledby="core-values-heading"
      py={{ base: "12", md: "16" }}
      bg="brand.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="6xl">
        <Heading
          as="h2"
          id="core-values-heading"
          size={{ base: "2xl", md: "3xl" }}
          color="brand.fg"
          textAlign="center"
          mb="10"
        >
          Our Core Values
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {values.map((value) => (
            <Stack
              key={value.title}
              gap="3"
              align="center"
              textAlign="center"
              bg="bg"
              p="6"
              borderRadius="lg"
              boxShadow="sm"
            >
              <Center
                boxSize="14"
                rounded="full"
                bg="brand.solid"
                color="gold.solid"
                fontSize="2xl"
                aria-hidden="true"
              >
                {value.icon}
              </Center>
              <Heading as="h3" size="lg">
                {value.title}
                {value.subtitle && (
                  <Text as="span" display="block" textStyle="sm" color="fg.muted" fontWeight="normal">
                    ({value.subtitle})
                  </Text>
                )}
              </Heading>
              <Text color="fg.muted">{value.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
