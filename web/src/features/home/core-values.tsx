import { Box, Center, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCross, LuHandHeart, LuSprout } from "react-icons/lu";

export function CoreValues() {
  const { t } = useTranslation();
  const values = [
    {
      title: t("home.coreValues.commitment"),
      icon: <LuHandHeart />,
      text: t("home.coreValues.commitmentText"),
    },
    {
      title: t("home.coreValues.godFearing"),
      subtitle: t("home.coreValues.godFearingSubtitle"),
      icon: <LuCross />,
      text: t("home.coreValues.godFearingText"),
    },
    {
      title: t("home.coreValues.stewardship"),
      icon: <LuSprout />,
      text: t("home.coreValues.stewardshipText"),
    },
  ];
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
          {t("home.coreValues.heading")}
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
