import { Box, Container, type BoxProps } from "@chakra-ui/react";

/** A page's content in the site's column, with the vertical rhythm every inner page shares. */
export function PageSection({ children, ...props }: BoxProps) {
  return (
    <Box py={{ base: "6", md: "10" }} {...props}>
      <Container maxW="6xl">{children}</Container>
    </Box>
  );
}
