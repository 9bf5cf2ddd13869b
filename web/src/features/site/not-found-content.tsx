import { Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { useBehaviour } from "../../components/use-behaviour";
import { goBack } from "./go-back.behaviour";

const links = [
  { label: "Home", href: paths.home.getHref() },
  { label: "About Us", href: paths.aboutUs.getHref() },
  { label: "Projects", href: paths.projects.getHref() },
  { label: "Blog and News", href: paths.newsList.getHref() },
  { label: "Diocese History", href: paths.dioceseHistory.getHref() },
];

export function NotFoundContent() {
  // Back to the previous page of this site, else home (go-back.behaviour.ts).
  const goBackButton = useBehaviour<HTMLButtonElement>(goBack);

  return (
    <Stack gap="5" align="center" textAlign="center" py={{ base: "12", md: "20" }} px="4">
      <Heading as="h1" size={{ base: "4xl", md: "6xl" }} color="brand.fg">
        Oops!
      </Heading>
      <Text textStyle="lg">We can&apos;t seem to find the page you are looking for.</Text>
      <Text color="fg.muted">Error code 404</Text>
      <Stack gap="2">
        <Text>Here are some helpful links instead:</Text>
        <HStack as="ul" listStyleType="none" justify="center" gap="5" wrap="wrap">
          {links.map((link) => (
            <li key={link.href}>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            </li>
          ))}
        </HStack>
      </Stack>
      <Button {...goBackButton}>Go Back</Button>
    </Stack>
  );
}
