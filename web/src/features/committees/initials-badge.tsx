import { Center } from "@chakra-ui/react";
import { memberInitials } from "./member-initials";

/**
 * A board member's initials in a circle, in place of the photograph staff have not added: it fills
 * the photograph's square, and is named as the photograph would be, by the member's name.
 */
export function InitialsBadge({ name }: { name: string }) {
  return (
    <Center
      role="img"
      aria-label={name}
      rounded="full"
      bg="brand.subtle"
      color="brand.fg"
      fontFamily="heading"
      fontWeight="bold"
      fontSize={{ base: "4xl", md: "5xl" }}
      letterSpacing="wide"
    >
      {memberInitials(name)}
    </Center>
  );
}
