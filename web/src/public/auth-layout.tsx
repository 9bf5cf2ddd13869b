import { Box, Flex, HStack, Image, Link } from "@chakra-ui/react";
import { Link as RouterLink, Outlet, ScrollRestoration } from "react-router-dom";
import { paths } from "../lib/paths";
import { useSiteSettings } from "../features/site/use-site-settings";

/** Sign-in and password pages: one card in the middle of the screen, and a way back to the site. */
export function AuthLayout() {
  const shortName = useSiteSettings()?.shortName;
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="6"
      minH="100dvh"
      px="4"
      py="8"
      bg="brand.subtle"
    >
      <Link asChild color="brand.fg" fontFamily="heading" fontSize="xl" fontWeight="bold">
        <RouterLink to={paths.home.getHref()}>
          <HStack gap="2">
            <Image src="/favicon.svg" alt={shortName ? "" : "Home"} boxSize="8" />
            {shortName}
          </HStack>
        </RouterLink>
      </Link>
      <Box
        as="main"
        w="full"
        maxW="md"
        bg="bg.panel"
        borderRadius="xl"
        boxShadow="md"
        px={{ base: "4", sm: "8" }}
        py={{ base: "6", sm: "8" }}
      >
        <Outlet />
      </Box>
      <ScrollRestoration />
    </Flex>
  );
}
