import {
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Image,
  Link,
  Menu,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useState } from "react";
import { LuChevronDown, LuMenu } from "react-icons/lu";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { isNavGroup, useNavigation, type NavGroup, type NavLinkItem } from "./site-navigation";
import { useSiteSettings } from "./use-site-settings";

const topLevelStyle = {
  color: "inherit",
  fontSize: "sm",
  fontWeight: "semibold",
  letterSpacing: "wide",
} as const;

/** The sticky menu: in full from the lg breakpoint (992 px), behind a drawer below it. */
export function SiteHeader() {
  const shortName = useSiteSettings()?.shortName;
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box
      as="header"
      // Gold focus rings and buttons stand out on the dark purple.
      colorPalette="gold"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="brand.solid"
      color="brand.contrast"
      boxShadow="sm"
    >
      <Container maxW="6xl">
        <Flex align="center" justify="space-between" gap="4" minH="16">
          <Link
            asChild
            color="inherit"
            fontFamily="heading"
            fontSize="xl"
            fontWeight="bold"
            gap="3"
            _hover={{ textDecoration: "none" }}
          >
            <RouterLink to={paths.home.getHref()}>
              <Image src="/favicon.svg" alt="" height="40px" width="40px" />
              <Text as="span">{shortName ?? "Home"}</Text>
            </RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap="1" hideBelow="lg">
            {navigation.map((item) =>
              isNavGroup(item) ? (
                <NavMenu key={item.label} group={item} />
              ) : (
                <Link
                  key={item.label}
                  asChild
                  {...topLevelStyle}
                  px="3"
                  py="2"
                  borderBottomWidth="2px"
                  borderColor="transparent"
                  _hover={{ textDecoration: "none", borderColor: "gold.solid" }}
                  _currentPage={{ color: "gold.solid", borderColor: "gold.solid" }}
                >
                  <NavLink to={item.href} end={item.href === paths.home.getHref()}>
                    {item.label}
                  </NavLink>
                </Link>
              ),
            )}
          </HStack>
          <Drawer.Root
            open={drawerOpen}
            onOpenChange={(details) => setDrawerOpen(details.open)}
            placement="end"
          >
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open the menu" variant="solid" hideFrom="lg">
                <LuMenu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>Menu</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="Main" gap="5">
                      {navigation.map((item) =>
                        isNavGroup(item) ? (
                          <Stack key={item.label} gap="1">
                            <Heading as="h2" size="xs" color="fg.muted" letterSpacing="wide">
                              {item.label}
                            </Heading>
                            {item.links.map((link) => (
                              <DrawerLink
                                key={link.href}
                                link={link}
                                onNavigate={() => setDrawerOpen(false)}
                              />
                            ))}
                          </Stack>
                        ) : (
                          <DrawerLink key={item.href} link={item} onNavigate={() => setDrawerOpen(false)} />
                        ),
                      )}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close the menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Flex>
      </Container>
    </Box>
  );
}

function NavMenu({ group }: { group: NavGroup }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          {...topLevelStyle}
          px="3"
          _hover={{ bg: "onDark.hover" }}
          _expanded={{ bg: "onDark.hover" }}
        >
          {group.label}
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxH="70vh" overflowY="auto">
            {group.links.map((link) => (
              <Menu.Item key={link.href} value={link.href} asChild>
                {link.file ? (
                  <a href={link.href} download>
                    {link.label}
                  </a>
                ) : (
                  <RouterLink to={link.href}>{link.label}</RouterLink>
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function DrawerLink({ link, onNavigate }: { link: NavLinkItem; onNavigate: () => void }) {
  const style = {
    color: "fg",
    fontWeight: "medium",
    py: "1.5",
    _currentPage: { color: "brand.fg", fontWeight: "bold" },
  };
  return link.file ? (
    <Link href={link.href} download {...style}>
      {link.label}
    </Link>
  ) : (
    <Link asChild {...style}>
      <NavLink to={link.href} end={link.href === paths.home.getHref()} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </Link>
  );
}
