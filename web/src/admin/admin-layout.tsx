import {
  Box,
  CloseButton,
  createIcon,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Portal,
  SkipNavContent,
  SkipNavLink,
  Spacer,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, ScrollRestoration } from "react-router-dom";
import { paths } from "../lib/paths";
import { useSiteSettings } from "../features/site/use-site-settings";
import { AdminNavigationLinks } from "./admin-navigation-links";
import { AdminSearchBox } from "./admin-search-box";
import { PageForRole } from "./page-for-role";
import { ProfileMenu } from "./profile-menu";
import { UnsavedChangesGuard } from "./unsaved-changes";
import "./locales/register";

const MenuIcon = createIcon({
  displayName: "MenuIcon",
  path: <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
});

/** The sections on a phone, in a drawer from the menu button; choosing one closes it. */
function NavigationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="start"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="72">
            <Drawer.Header>
              <Drawer.Title>{t("dashboard.frame.staffDashboard")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label={t("dashboard.frame.navigation")}>
              <AdminNavigationLinks onNavigate={onClose} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("dashboard.frame.closeMenu")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The dashboard's frame: a header with the profile menu, and the sections in a sidebar (a drawer on phones). */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shortName = useSiteSettings()?.shortName;
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>{t("dashboard.frame.skipToContent")}</SkipNavLink>
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="brand.solid" color="brand.contrast">
        <HStack gap="3" minH="14" px={{ base: "2", md: "6" }}>
          <IconButton
            aria-label={t("dashboard.frame.openMenu")}
            variant="solid"
            hideFrom="md"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <Link
            asChild
            color="inherit"
            fontFamily="heading"
            fontWeight="bold"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to={paths.home.getHref()}>
              <Image src="/favicon.svg" alt={shortName ?? t("dashboard.frame.home")} boxSize="8" />
              <Text as="span" aria-hidden hideBelow="lg" fontSize="lg">
                {shortName}
              </Text>
            </RouterLink>
          </Link>
          <Text hideBelow="lg" fontWeight="semibold" letterSpacing="wide" flexShrink="0">
            {t("dashboard.frame.staffDashboard")}
          </Text>
          <Spacer hideBelow="md" />
          <AdminSearchBox />
          <ProfileMenu />
        </HStack>
      </Box>
      <Flex flex="1">
        <Box
          as="nav"
          aria-label={t("dashboard.frame.navigation")}
          hideBelow="md"
          flexShrink="0"
          w="60"
          p="4"
          bg="bg.subtle"
          borderEndWidth="1px"
        >
          <AdminNavigationLinks />
        </Box>
        <Box flex="1" minW="0">
          <SkipNavContent />
          <Box as="main" px={{ base: "4", md: "8" }} py={{ base: "6", md: "8" }} maxW="6xl">
            <UnsavedChangesGuard>
              <PageForRole>
                <Outlet />
              </PageForRole>
            </UnsavedChangesGuard>
          </Box>
        </Box>
      </Flex>
      <NavigationDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <ScrollRestoration />
    </Flex>
  );
}
