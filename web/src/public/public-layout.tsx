import { Box, Flex, SkipNavContent, SkipNavLink } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router-dom";
import { SimulatedPaymentsStrip } from "../features/giving/simulated-notice";
import { SiteFooter } from "../features/site/site-footer";
import { SiteHeader } from "../features/site/site-header";
import { TopBar } from "../features/site/top-bar";

/**
 * Every visitor's page: top bar, sticky menu, the page, footer. Pages set their own width. On
 * paper only the page is printed (a gift's receipt), without the frame.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Flex
      direction="column"
      minH="100dvh"
      overflowX="clip"
      _print={{ minH: "auto", "& > :not(main)": { display: "none" } }}
    >
      <SkipNavLink>{t("site.skipToContent")}</SkipNavLink>
      <SimulatedPaymentsStrip />
      <TopBar />
      <SiteHeader />
      <SkipNavContent />
      <Box as="main" flex="1">
        {/* Shown only by the service worker, on a page it saved, while the phone is offline. */}
        <Box
          as="p"
          hidden
          data-offline-notice={t("site.offline.notice", { time: "{{time}}" })}
          role="status"
          bg="gold.subtle"
          color="gold.contrast"
          px="4"
          py="2"
          textAlign="center"
          fontWeight="semibold"
        />
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Flex>
  );
}
