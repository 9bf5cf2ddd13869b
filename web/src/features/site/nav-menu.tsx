import { Box, Button, Link } from "@chakra-ui/react";
import { useId } from "react";
import { LuChevronDown } from "react-icons/lu";
import { Link as RouterLink } from "react-router-dom";
import { useBehaviour } from "../../components/use-behaviour";
import { navMenu } from "./nav-menu.behaviour";
import type { NavGroup } from "./site-navigation";

/**
 * The look of the main menu's top level: its links and the buttons of its lists, padded narrowly
 * enough for the whole menu and the site's name to fit across a 1280 px screen.
 */
export const topLevelStyle = {
  px: "2",
  color: "inherit",
  fontSize: "sm",
  fontWeight: "semibold",
  letterSpacing: "wide",
} as const;

/**
 * One of the main menu's lists (About, Archdeaconries, Departments, Media), from xl up: a button that
 * shows or hides a list of links under it (the disclosure pattern), drawn closed. What opens and
 * closes it is the behaviour in nav-menu.behaviour.ts.
 */
export function NavMenu({ group }: { group: NavGroup }) {
  const panelId = useId();
  return (
    <Box position="relative" {...useBehaviour<HTMLDivElement>(navMenu)}>
      <Button
        variant="ghost"
        {...topLevelStyle}
        _hover={{ bg: "onDark.hover" }}
        _expanded={{ bg: "onDark.hover" }}
        aria-expanded={false}
        aria-controls={panelId}
        data-nav-menu-button
      >
        {group.label}
        <LuChevronDown aria-hidden />
      </Button>
      <Box
        as="ul"
        id={panelId}
        hidden
        data-nav-menu-panel
        position="absolute"
        top="100%"
        insetStart="0"
        mt="2"
        zIndex="dropdown"
        w="max-content"
        minW="56"
        maxH="70vh"
        overflowY="auto"
        p="1.5"
        listStyleType="none"
        bg="bg.panel"
        color="fg"
        boxShadow="lg"
        rounded="l2"
        // The header's gold would ring the focused link faintly on white.
        colorPalette="brand"
      >
        {group.links.map((link) => (
          <li key={link.href}>
            {link.file ? (
              <Link href={link.href} download {...panelLinkStyle}>
                {link.label}
              </Link>
            ) : (
              <Link asChild {...panelLinkStyle}>
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}

// As the items of Chakra's menu looked.
const panelLinkStyle = {
  display: "flex",
  w: "full",
  px: "2",
  py: "1.5",
  textStyle: "sm",
  color: "fg",
  rounded: "l1",
  _hover: { bg: "bg.emphasized/60", textDecoration: "none" },
} as const;
