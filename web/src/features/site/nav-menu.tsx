import { Menu, Portal } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { NavMenuButton } from "./nav-menu-button";
import type { NavGroup } from "./site-navigation";

/** One of the main menu's drop-down lists (About, Archdeaconries, Departments), from lg up. */
export default function NavMenu({ group, defaultOpen = false }: { group: NavGroup; defaultOpen?: boolean }) {
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <NavMenuButton label={group.label} />
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
