import {
  Box,
  Container,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";
import { FaFacebookF, FaLinkedinIn, FaXTwitter, FaYoutube } from "react-icons/fa6";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import type { SiteSettingsQuery } from "../../gql/graphql";
import { NewsletterForm } from "./newsletter-form";
import { useSiteSettings } from "./use-site-settings";

type Settings = SiteSettingsQuery["siteSettings"];
type FooterLink = { label: string; href: string | null | undefined; file?: boolean };

// The old footer's Gallery and Sermons links had no page behind them; they are left out until
// there is one. Core Values is a section of the home page.
function quickLinks(settings: Settings | undefined): FooterLink[] {
  return [
    { label: "About Us", href: paths.aboutUs.getHref() },
    { label: "Strategic Plan", href: settings?.strategicPlanUrl, file: true },
    { label: "Projects", href: paths.projects.getHref() },
  ];
}

const popularLinks: FooterLink[] = [
  { label: "More News", href: paths.newsList.getHref() },
  { label: "Programs and Events", href: paths.events.getHref() },
  { label: "Core Values", href: `${paths.home.getHref()}#core-values` },
  { label: "Career Opportunities", href: paths.careers.getHref() },
];

function socialLinks(settings: Settings | undefined) {
  return [
    { label: "X (Twitter)", href: settings?.twitterUrl, icon: <FaXTwitter /> },
    { label: "Facebook", href: settings?.facebookUrl, icon: <FaFacebookF /> },
    { label: "YouTube", href: settings?.youtubeUrl, icon: <FaYoutube /> },
    { label: "LinkedIn", href: settings?.linkedinUrl, icon: <FaLinkedinIn /> },
  ].filter((link): link is { label: string; href: string; icon: ReactElement } => Boolean(link.href));
}

export function SiteFooter() {
  const settings = useSiteSettings();
  const social = socialLinks(settings);
  const designer = settings?.designerName;

  return (
    <Box as="footer" colorPalette="gold" bg="brand.solid" color="brand.contrast" pt="12" pb="6">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <FooterColumn title="Get In Touch">
            {settings?.fullName && <Text fontWeight="semibold">{settings.fullName}</Text>}
            {settings?.postalLine && <Text>{settings.postalLine}</Text>}
            {settings?.phone && (
              <Text>
                Phone:{" "}
                <Link href={`tel:${settings.phone.replace(/\s+/g, "")}`} color="inherit">
                  {settings.phone}
                </Link>
              </Text>
            )}
            {settings?.email && (
              <Text overflowWrap="anywhere">
                E-mail:{" "}
                <Link href={`mailto:${settings.email}`} color="inherit">
                  {settings.email}
                </Link>
              </Text>
            )}
          </FooterColumn>
          <FooterColumn title="Quick Links">
            <LinkList links={quickLinks(settings)} />
          </FooterColumn>
          <FooterColumn title="Popular Links">
            <LinkList links={popularLinks} />
          </FooterColumn>
          <FooterColumn title="Newsletter">
            <Text>News, events and appeals of the diocese in your inbox.</Text>
            <NewsletterForm />
          </FooterColumn>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="onDark.border"
          gap="4"
          justify="space-between"
          align={{ base: "start", md: "center" }}
          direction={{ base: "column", md: "row" }}
        >
          <Stack gap="1" textStyle="sm">
            <Text>
              © {new Date().getFullYear()} {settings?.fullName}. All rights reserved.
            </Text>
            {designer && (
              <Text>
                Designed by{" "}
                {settings?.designerUrl ? (
                  <Link href={settings.designerUrl} color="inherit" textDecoration="underline">
                    {designer}
                  </Link>
                ) : (
                  designer
                )}
              </Text>
            )}
          </Stack>
          {social.length > 0 && (
            <HStack as="ul" gap="2" listStyleType="none" aria-label="The diocese on social media">
              {social.map((link) => (
                <li key={link.label}>
                  <IconButton
                    asChild
                    variant="outline"
                    color="inherit"
                    borderColor="onDark.border"
                    rounded="full"
                    size="sm"
                    _hover={{ bg: "onDark.hover" }}
                  >
                    <a href={link.href} aria-label={link.label}>
                      {link.icon}
                    </a>
                  </IconButton>
                </li>
              ))}
            </HStack>
          )}
        </Flex>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" minW="0">
      <Heading as="h2" size="md" color="gold.solid">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {links
        .filter((link): link is FooterLink & { href: string } => Boolean(link.href))
        .map((link) => (
          <li key={link.label}>
            {link.file ? (
              <Link href={link.href} download color="inherit">
                {link.label}
              </Link>
            ) : (
              <Link asChild color="inherit">
                <RouterLink to={link.href}>{link.label}</RouterLink>
              </Link>
            )}
          </li>
        ))}
    </Stack>
  );
}
