import { CloseButton, Drawer, Heading, Link, Portal, Stack } from "@chakra-ui/react";
import type { RefObject } from "react";
import { NavLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { isNavGroup, type NavItem, type NavLinkItem } from "./site-navigation";

type MobileNavDrawerProps = {
  navigation: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button, which gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The main menu below the lg breakpoint: a drawer from the side, opened by the header's button. */
export default function MobileNavDrawer({
  navigation,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={() => returnFocusTo.current}
      placement="end"
    >
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
                        <DrawerLink key={link.href} link={link} onNavigate={close} />
                      ))}
                    </Stack>
                  ) : (
                    <DrawerLink key={item.href} link={item} onNavigate={close} />
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
