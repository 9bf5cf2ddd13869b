import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SiteFooter } from "../features/site/site-footer";
import { SiteHeader } from "../features/site/site-header";
import { TopBar } from "../features/site/top-bar";

/** Every visitor's page: top bar, sticky menu, the page, footer. Pages set their own width. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh" overflowX="clip">
      <SkipNavLink>Skip to content</SkipNavLink>
      <TopBar />
      <SiteHeader />
      <SkipNavContent />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
