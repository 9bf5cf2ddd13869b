import {
  Box,
  CloseButton,
  Collapsible,
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
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { NavLink, Outlet, Link as RouterLink, ScrollRestoration } from "react-router-dom";
import { paths } from "../lib/paths";
import { useSiteSettings } from "../features/site/use-site-settings";
import { isGroup, navigationFor, type AdminNavigationLink } from "./admin-navigation";
import { AdminSearchBox } from "./admin-search-box";
import { ProfileMenu } from "./profile-menu";
import { useStaff } from "./staff-context";
import { UnsavedChangesGuard } from "./unsaved-changes";

const MenuIcon = createIcon({
  displayName: "MenuIcon",
  path: <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
});

function NavigationLink({ link, onNavigate }: { link: AdminNavigationLink; onNavigate?: () => void }) {
  return (
    <li>
      <Link
        asChild
        display="block"
        px="3"
        py="2"
        borderRadius="md"
        color="fg"
        fontWeight="medium"
        _hover={{ bg: "brand.subtle", textDecoration: "none" }}
        _currentPage={{ bg: "brand.muted", color: "brand.fg" }}
      >
        <NavLink to={link.href} onClick={onNavigate} end>
          {link.label}
        </NavLink>
      </Link>
    </li>
  );
}

function AdminNavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const staff = useStaff();
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {navigationFor(staff.role).map((entry) =>
        isGroup(entry) ? (
          <li key={entry.label}>
            <Collapsible.Root defaultOpen>
              <Collapsible.Trigger
                display="flex"
                w="full"
                px="3"
                py="2"
                fontWeight="semibold"
                color="fg.muted"
                cursor="pointer"
                borderRadius="md"
                _hover={{ bg: "brand.subtle" }}
              >
                {entry.label}
                <Spacer />
                <Collapsible.Context>{(collapsible) => (collapsible.open ? "−" : "+")}</Collapsible.Context>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Stack as="ul" listStyleType="none" gap="1" ps="3">
                  {entry.items.map((link) => (
                    <NavigationLink key={link.href} link={link} onNavigate={onNavigate} />
                  ))}
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
        ) : (
          <NavigationLink key={entry.href} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}

/** The dashboard's frame: a header with the profile menu, and the sections in a sidebar (a drawer on phones). */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shortName = useSiteSettings()?.shortName;
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Box as="header" position="sticky" top="0" zIndex="sticky" bg="brand.solid" color="brand.contrast">
        <HStack gap="3" minH="14" px={{ base: "2", md: "6" }}>
          <IconButton
            aria-label="Open the dashboard menu"
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
              <Image src="/favicon.svg" alt={shortName ?? "Home"} boxSize="8" />
              <Text as="span" aria-hidden hideBelow="lg" fontSize="lg">
                {shortName}
              </Text>
            </RouterLink>
          </Link>
          <Text hideBelow="lg" fontWeight="semibold" letterSpacing="wide" flexShrink="0">
            Staff dashboard
          </Text>
          <Spacer hideBelow="md" />
          <AdminSearchBox />
          <ProfileMenu />
        </HStack>
      </Box>
      <Flex flex="1">
        <Box
          as="nav"
          aria-label="Dashboard"
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
              <Outlet />
            </UnsavedChangesGuard>
          </Box>
        </Box>
      </Flex>
      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Header>
                <Drawer.Title>Staff dashboard</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body as="nav" aria-label="Dashboard">
                <AdminNavigationLinks onNavigate={() => setDrawerOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the dashboard menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <ScrollRestoration />
    </Flex>
  );
}
