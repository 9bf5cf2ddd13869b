import { Avatar, Box, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../lib/paths";
import { toaster } from "../components/toaster";
import { roleLabel } from "../features/auth/staff";
import { useSignOut } from "../features/auth/use-sign-out";
import { useStaff } from "./staff-context";

export function ProfileMenu() {
  const staff = useStaff();
  const signOut = useSignOut();
  const role = roleLabel(staff.role);

  const handleSignOut = () => {
    signOut().catch(() =>
      toaster.error({
        title: "You are still signed in",
        description: "We could not reach the server. Check your connection and try again.",
      }),
    );
  };

  // The header is sticky, so the menu is placed against the window too ("fixed"): placed against
  // the page, it moved with any scroll until it was put back under its button a frame later, and
  // a click in between (pointer down on one item, up on another) chose nothing.
  return (
    <Menu.Root positioning={{ placement: "bottom-end", strategy: "fixed" }}>
      <Menu.Trigger asChild>
        {/* Below the sidebar's breakpoint the header's search needs the room: the initials alone,
            the name in the menu and in the button's label. */}
        <Button
          variant="solid"
          px="2"
          gap="2"
          minW="0"
          h="auto"
          py="1.5"
          flexShrink="0"
          aria-label={`${staff.name}, ${role}`}
        >
          <Avatar.Root size="xs" colorPalette="gold" aria-hidden>
            <Avatar.Fallback name={staff.name} />
          </Avatar.Root>
          <Box textAlign="start" minW="0" hideBelow="md">
            <Text truncate maxW="48" fontWeight="semibold">
              {staff.name}
            </Text>
            <Text textStyle="xs" fontWeight="normal">
              {role}
            </Text>
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{staff.name}</Text>
              <Text textStyle="sm" color="fg.muted">
                {role}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" asChild>
              <RouterLink to={paths.adminAccount.getHref()}>Account Settings</RouterLink>
            </Menu.Item>
            <Menu.Item value="sign-out" onSelect={handleSignOut}>
              Sign Out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
