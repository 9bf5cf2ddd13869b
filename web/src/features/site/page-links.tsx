import { HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

/** A row of links to pages of the site, as the 404 and offline pages offer them. */
export function PageLinks({ links }: { links: { label: string; href: string }[] }) {
  return (
    <HStack as="ul" listStyleType="none" justify="center" gap="5" wrap="wrap">
      {links.map((link) => (
        <li key={link.href}>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={link.href}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </HStack>
  );
}
