import { useQuery } from "@apollo/client/react";
import { AspectRatio, Box, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../components/responsive-image";
import { usePageTitle } from "../features/site/use-page-title";
import { InformationPageView } from "../features/pages/information-page-view";
import { DioceseHistoryPageDocument } from "../gql/graphql";

export function DioceseHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t("site.pageNames.dioceseHistory"));
  const { data, loading, error, refetch } = useQuery(DioceseHistoryPageDocument);
  const bishops = data?.historyBishops ?? [];
  return (
    <InformationPageView
      fallbackTitle={t("pages.dioceseHistoryTitle")}
      breadcrumb={t("site.pageNames.dioceseHistory")}
      page={data?.informationPage}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
    >
      {bishops.length > 0 && (
        <Stack as="section" aria-labelledby="bishop-history" gap="6" mt="12">
          <Heading as="h2" id="bishop-history" size="xl" color="brand.fg">
            {t("pages.history.bishops")}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {bishops.map((bishop) => (
              <Card.Root as="li" key={bishop.id} size="sm" overflow="hidden">
                <AspectRatio ratio={4 / 5} bg="brand.subtle">
                  {bishop.image ? (
                    <ResponsiveImage
                      image={bishop.image}
                      alt={bishop.name}
                      sizes="(min-width: 64em) 270px, (min-width: 30em) 50vw, 100vw"
                      width="100%"
                      height="100%"
                      fit="cover"
                    />
                  ) : (
                    <Box aria-hidden="true" />
                  )}
                </AspectRatio>
                <Card.Body gap="1">
                  <Heading as="h3" size="md">
                    {bishop.name}
                  </Heading>
                  <Text color="brand.fg" fontWeight="semibold" textStyle="sm">
                    {bishop.yearsServed}
                  </Text>
                  {bishop.note && <Text textStyle="sm">{bishop.note}</Text>}
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </InformationPageView>
  );
}
