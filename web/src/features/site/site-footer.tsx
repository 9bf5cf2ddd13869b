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
import type { TFunction } from "i18next";
import { Fragment, type ReactElement, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { FaFacebookF, FaLinkedinIn, FaXTwitter, FaYoutube } from "react-icons/fa6";
import { Link as RouterLink } from "react-router-dom";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import type { SiteSettingsQuery } from "../../gql/graphql";
import { NewsletterForm } from "./newsletter-form";
import { useSiteSettings } from "./use-site-settings";

type Settings = SiteSettingsQuery["siteSettings"];
type FooterLink = { label: string; href: string | null | undefined; file?: boolean };

// Core Values is a section of the home page.
function quickLinks(
  settings: Settings | undefined,
  t: TFunction,
  page: (href: string) => string,
): FooterLink[] {
  return [
    { label: t("site.footer.aboutUs"), href: page(paths.aboutUs.getHref()) },
    { label: t("site.footer.strategicPlan"), href: settings?.strategicPlanUrl, file: true },
    { label: t("site.footer.projects"), href: page(paths.projects.getHref()) },
    { label: t("site.footer.gallery"), href: page(paths.gallery.getHref()) },
  ];
}

function popularLinks(t: TFunction, page: (href: string) => string): FooterLink[] {
  return [
    { label: t("site.footer.moreNews"), href: page(paths.newsList.getHref()) },
    { label: t("site.footer.programsAndEvents"), href: page(paths.events.getHref()) },
    { label: t("site.footer.coreValues"), href: page(`${paths.home.getHref()}#core-values`) },
    { label: t("site.footer.careerOpportunities"), href: page(paths.careers.getHref()) },
    { label: t("site.footer.sermons"), href: page(paths.sermons.getHref()) },
  ];
}

function socialLinks(settings: Settings | undefined) {
  return [
    { label: "X (Twitter)", href: settings?.twitterUrl, icon: <FaXTwitter /> },
    { label: "Facebook", href: settings?.facebookUrl, icon: <FaFacebookF /> },
    { label: "YouTube", href: settings?.youtubeUrl, icon: <FaYoutube /> },
    { label: "LinkedIn", href: settings?.linkedinUrl, icon: <FaLinkedinIn /> },
  ].filter((link): link is { label: string; href: string; icon: ReactElement } => Boolean(link.href));
}

export function SiteFooter() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const settings = useSiteSettings();
  const social = socialLinks(settings);
  const designer = settings?.designerName;

  return (
    <Box as="footer" colorPalette="gold" bg="brand.solid" color="brand.contrast" pt="12" pb="6">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <FooterColumn title={t("site.footer.getInTouch")}>
            {settings?.fullName && <Text fontWeight="semibold">{settings.fullName}</Text>}
            {settings?.postalLine && <Text>{settings.postalLine}</Text>}
            {settings?.phone && (
              <Text>
                <Trans
                  i18nKey="common.phone"
                  values={{ phone: settings.phone }}
                  components={[
                    <Link key="phone" href={`tel:${settings.phone.replace(/\s+/g, "")}`} color="inherit" />,
                  ]}
                />
              </Text>
            )}
            {settings?.email && (
              <Text overflowWrap="anywhere">
                <Trans
                  i18nKey="site.footer.email"
                  values={{ email: settings.email }}
                  components={[<Link key="email" href={`mailto:${settings.email}`} color="inherit" />]}
                />
              </Text>
            )}
          </FooterColumn>
          <FooterColumn title={t("site.footer.quickLinks")}>
            <LinkList links={quickLinks(settings, t, localePath)} />
          </FooterColumn>
          <FooterColumn title={t("site.footer.popularLinks")}>
            <LinkList links={popularLinks(t, localePath)} />
          </FooterColumn>
          <FooterColumn title={t("site.footer.newsletter")}>
            <Text>{t("site.footer.newsletterIntro")}</Text>
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
          <Credits
            fullName={settings?.fullName ?? ""}
            designer={designer}
            designerUrl={settings?.designerUrl}
          />
          {social.length > 0 && <SocialLinks links={social} />}
        </Flex>
      </Container>
    </Box>
  );
}

type CreditsProps = { fullName: string; designer?: string | null; designerUrl?: string | null };

/** The copyright line, and who designed the site, linked when the settings give an address. */
function Credits({ fullName, designer, designerUrl }: CreditsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" textStyle="sm">
      <Text>{t("site.footer.copyright", { year: new Date().getFullYear(), name: fullName })}</Text>
      {designer && (
        <Text>
          <Trans
            i18nKey="site.footer.designedBy"
            values={{ designer }}
            components={[
              designerUrl ? (
                <Link key="designer" href={designerUrl} color="inherit" textDecoration="underline" />
              ) : (
                <Fragment key="designer" />
              ),
            ]}
          />
        </Text>
      )}
    </Stack>
  );
}

/** The diocese's pages on social media, each a round button. */
function SocialLinks({ links }: { links: { label: string; href: string; icon: ReactElement }[] }) {
  const { t } = useTranslation();
  return (
    <HStack as="ul" gap="2" listStyleType="none" aria-label={t("site.footer.socialMedia")}>
      {links.map((link) => (
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
