import { Box, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { InstitutionKind } from "@diocese/site/institution-kinds";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useKindName } from "./institution-kinds";

interface SponsoredInstitution {
  id: string;
  slug: string;
  name: string;
  kind: InstitutionKind;
  town?: string | null;
}

/** The schools and hospitals a parish sponsors, on its page: each linked to its own. */
export function SponsoredInstitutions({ institutions }: { institutions: readonly SponsoredInstitution[] }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const kindName = useKindName();
  if (institutions.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="institutions-heading" mt={{ base: "8", lg: "12" }} maxW="48rem">
      <Heading as="h2" id="institutions-heading" size="xl" mb="4">
        {t("institutions.sponsoredHeading")}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3" data-sponsored>
        {institutions.map((institution) => (
          <Box as="li" key={institution.id}>
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={localePath(paths.institution.getHref(institution.slug))}>
                {institution.name}
              </RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {[kindName(institution.kind), institution.town].filter(Boolean).join(" · ")}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
