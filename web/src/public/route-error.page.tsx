import { Box, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router-dom";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";

export function RouteErrorPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? t("site.pageNames.notFound") : t("site.routeError.title"));

  if (notFound) return <NotFoundContent />;
  return (
    <Box px="4" py={{ base: "10", md: "16" }}>
      <Stack gap="4" align="center" textAlign="center" maxW="lg" mx="auto">
        <Heading as="h1" size="3xl" color="brand.fg">
          {t("site.routeError.title")}
        </Heading>
        <Text>{t("site.routeError.text")}</Text>
        <HStack gap="4" wrap="wrap" justify="center">
          <Button onClick={() => window.location.reload()}>{t("site.routeError.tryAgain")}</Button>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={localePath(paths.home.getHref())}>{t("site.routeError.home")}</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Box>
  );
}
