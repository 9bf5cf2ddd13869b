import { Button, type ButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { LuChevronDown } from "react-icons/lu";

export const topLevelStyle = {
  color: "inherit",
  fontSize: "sm",
  fontWeight: "semibold",
  letterSpacing: "wide",
} as const;

/**
 * The button that opens one of the main menu's lists: the menu's own trigger, and what stands in
 * its place while the menu's code loads, so the header looks the same before and after.
 */
export const NavMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(
  function NavMenuButton({ label, ...props }, ref) {
    return (
      <Button
        ref={ref}
        variant="ghost"
        {...topLevelStyle}
        px="3"
        _hover={{ bg: "onDark.hover" }}
        _expanded={{ bg: "onDark.hover" }}
        {...props}
      >
        {label}
        <LuChevronDown aria-hidden />
      </Button>
    );
  },
);
