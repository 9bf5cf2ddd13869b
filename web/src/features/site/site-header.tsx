import {
  Box,
  Container,
  Flex,
  HStack,
  IconButton,
  Image,
  Link,
  Text,
  useBreakpointValue,
} from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { LuMenu } from "react-icons/lu";
import { NavLink, Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { useMounted } from "../../components/use-mounted";
import { NavMenuButton, topLevelStyle } from "./nav-menu-button";
import { isNavGroup, useNavigation, type NavItem } from "./site-navigation";
import { useSiteSettings } from "./use-site-settings";

// The drop-down menus (desktop) and the drawer (phones) load after the page is drawn: their code
// (positioning, focus trapping) is a fifth of the site's first download, and nobody opens a menu
// before the page is there.
const NavMenu = lazy(() => import("./nav-menu"));
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer"));

/** The sticky menu: in full from the lg breakpoint (992 px), behind a drawer below it. */
export function SiteHeader() {
  const shortName = useSiteSettings()?.shortName;
  const navigation = useNavigation();
  // Each screen loads only the menu it shows: drop-down lists from lg up, the drawer below.
  const wide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const listsLoad = useMounted(wide);
  // A list asked for before its code arrived opens as soon as it has.
  const [menuAskedFor, setMenuAskedFor] = useState<string | null>(null);
  const showMenus = listsLoad || menuAskedFor !== null;
  const askFor = (label: string) => () => setMenuAskedFor(label);

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
                showMenus ? (
                  <Suspense
                    key={item.label}
                    fallback={<NavMenuButton label={item.label} onClick={askFor(item.label)} />}
                  >
                    <NavMenu group={item} defaultOpen={menuAskedFor === item.label} />
                  </Suspense>
                ) : (
                  <NavMenuButton key={item.label} label={item.label} onClick={askFor(item.label)} />
                )
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
          <PhoneMenu navigation={navigation} wide={wide} />
        </Flex>
      </Container>
    </Box>
  );
}

type PhoneMenuProps = { navigation: NavItem[]; wide: boolean };

/**
 * The ☰ button and its drawer, below lg. A component of its own so that the drawer's arrival
 * after the first render draws only this, not the whole header again.
 */
function PhoneMenu({ navigation, wide }: PhoneMenuProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerLoads = useMounted(!wide);
  return (
    <>
      <IconButton
        ref={menuButton}
        aria-label="Open the menu"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        variant="solid"
        hideFrom="lg"
        onClick={() => setDrawerOpen(true)}
      >
        <LuMenu />
      </IconButton>
      {drawerLoads && (
        <Suspense>
          <MobileNavDrawer
            navigation={navigation}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocusTo={menuButton}
          />
        </Suspense>
      )}
    </>
  );
}
