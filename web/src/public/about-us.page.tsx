import { useQuery } from "@apollo/client/react";
import { Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../components/responsive-image";
import { usePageTitle } from "../features/site/use-page-title";
import { InformationPageView } from "../features/pages/information-page-view";
import { AboutUsPageDocument } from "../gql/graphql";

export function AboutUsPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.aboutUs"));
  const { data, loading, error, refetch } = useQuery(AboutUsPageDocument);
  const secretary = data?.administrativeSecretary;
  return (
    <InformationPageView
      fallbackTitle={t("site.pageNames.aboutUs")}
      page={data?.informationPage}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
    >
      {secretary && (
        <Stack as="section" aria-labelledby="administration" gap="4" mt="12">
          <Heading as="h2" id="administration" size="xl" color="brand.fg">
            {t("pages.aboutUs.administration")}
          </Heading>
          <Card.Root maxW="md" size="sm" overflow="hidden">
            <HStack gap="4" align="center">
              {secretary.image && (
                <Box w="32" flexShrink="0">
                  <ResponsiveImage
                    image={secretary.image}
                    alt={secretary.name}
                    sizes="128px"
                    width="100%"
                    height="auto"
                  />
                </Box>
              )}
              <Card.Body px="2" gap="1">
                <Text fontWeight="bold" textStyle="lg">
                  {secretary.name}
                </Text>
                <Text color="fg.muted">{secretary.title}</Text>
              </Card.Body>
            </HStack>
          </Card.Root>
        </Stack>
      )}
    </InformationPageView>
  );
}
