import { Box, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router-dom";
import { paths } from "../lib/paths";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";
import { NOT_FOUND_TITLE } from "../../../api/src/site/site-routes";

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? NOT_FOUND_TITLE : "Something went wrong");

  if (notFound) return <NotFoundContent />;
  return (
    <Box px="4" py={{ base: "10", md: "16" }}>
      <Stack gap="4" align="center" textAlign="center" maxW="lg" mx="auto">
        <Heading as="h1" size="3xl" color="brand.fg">
          Something went wrong
        </Heading>
        <Text>Sorry, this page could not be shown. Please try again in a moment.</Text>
        <HStack gap="4" wrap="wrap" justify="center">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.home.getHref()}>Go to the home page</RouterLink>
          </Link>
        </HStack>
      </Stack>
    </Box>
  );
}
