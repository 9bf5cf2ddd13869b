import { AbsoluteCenter, Button, Spinner, type ButtonProps } from "@chakra-ui/react";

/**
 * A button that a behaviour shows busy (behaviours/busy-button.ts) while it sends something:
 * Chakra's loading look, a spinner over the hidden label, which keeps the button's width. Drawn
 * idle; no React state, since a page the server drew runs no React.
 */
export function BusyButton({ children, ...props }: ButtonProps) {
  return (
    <Button {...props} css={{ "&[aria-busy=true] [data-busy-label]": { visibility: "hidden" } }}>
      <AbsoluteCenter as="span" data-busy-sign hidden>
        <Spinner size="inherit" borderWidth="0.125em" color="inherit" />
      </AbsoluteCenter>
      <span data-busy-label>{children}</span>
    </Button>
  );
}
