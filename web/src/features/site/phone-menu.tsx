import { Box, CloseButton, Heading, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { LuMenu } from "react-icons/lu";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useBehaviour } from "../../components/use-behaviour";
import { phoneMenu } from "./phone-menu.behaviour";
import { isNavGroup, type NavItem, type NavLinkItem } from "./site-navigation";

/**
 * The main menu below the xl breakpoint: the ☰ button and the dialog it opens, a panel from the
 * side, drawn closed. What opens and closes it is the behaviour in phone-menu.behaviour.ts.
 */
export function PhoneMenu({ navigation }: { navigation: NavItem[] }) {
  const { t } = useTranslation();
  const dialogId = useId();
  const titleId = useId();
  return (
    // No box of its own: the button alone is the header's item, and an open dialog stays on show
    // when the screen turns wider than xl (a tablet turned), instead of hiding with the button.
    <Box display="contents" {...useBehaviour<HTMLDivElement>(phoneMenu)}>
      <IconButton
        aria-label={t("site.phoneMenu.open")}
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-controls={dialogId}
        data-phone-menu-open
        variant="solid"
        hideFrom="xl"
      >
        <LuMenu />
      </IconButton>
      <Box
        as="dialog"
        id={dialogId}
        aria-labelledby={titleId}
        // Outside the header's colours, as in a drawer laid over the page.
        colorPalette="brand"
        color="fg"
        bg="bg.panel"
        textStyle="sm"
        boxShadow="lg"
        // From the end side, full height: the browser would centre the dialog.
        ms="auto"
        w="20rem"
        maxW="85vw"
        h="100dvh"
        maxH="100dvh"
        // Only while open: a display of its own would show the dialog closed too.
        _open={{
          display: "flex",
          flexDirection: "column",
          animationName: "slide-from-right-full",
          animationDuration: "slowest",
          animationTimingFunction: "ease-in-smooth",
        }}
        _backdrop={{ bg: "blackAlpha.500", animationName: "fade-in", animationDuration: "slow" }}
      >
        <Text as="h2" id={titleId} px="6" pt="6" pb="4" textStyle="lg" fontWeight="semibold">
          {t("site.phoneMenu.title")}
        </Text>
        <Stack
          as="nav"
          aria-label={t("site.header.mainMenu")}
          gap="5"
          flex="1"
          overflowY="auto"
          px="6"
          py="2"
        >
          {navigation.map((item) =>
            isNavGroup(item) ? (
              <Stack key={item.label} gap="1">
                <Heading as="h2" size="xs" color="fg.muted" letterSpacing="wide">
                  {item.label}
                </Heading>
                {item.links.map((link) => (
                  <PhoneMenuLink key={link.href} link={link} />
                ))}
              </Stack>
            ) : (
              <PhoneMenuLink key={item.href} link={item} />
            ),
          )}
        </Stack>
        <CloseButton
          aria-label={t("site.phoneMenu.close")}
          data-phone-menu-close
          size="sm"
          position="absolute"
          top="3"
          insetEnd="2"
        />
      </Box>
    </Box>
  );
}

function PhoneMenuLink({ link }: { link: NavLinkItem }) {
  const home = useLocalePath()(paths.home.getHref());
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
      <NavLink to={link.href} end={link.href === home}>
        {link.label}
      </NavLink>
    </Link>
  );
}
