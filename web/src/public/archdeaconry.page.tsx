import { useQuery } from "@apollo/client/react";
import { Card, EmptyState, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { ErrorState } from "../components/error-state";
import { PageHeader } from "../components/page-header";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { usePageTitle } from "../features/site/use-page-title";
import { NotFoundContent } from "../features/site/not-found-content";
import { ArchdeaconryPageDocument, type ArchdeaconryPageQuery } from "../gql/graphql";
import { isArchdeaconryId } from "./archdeaconry.route";

export function ArchdeaconryPage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { id = "" } = useParams();
  const validId = isArchdeaconryId(id);
  const { data, loading, error, refetch } = useQuery(ArchdeaconryPageDocument, {
    variables: { id },
    skip: !validId,
  });
  const archdeaconry = data?.archdeaconry;
  usePageTitle(
    archdeaconry?.name ??
      (data || !validId ? t("site.pageNames.notFound") : t("pages.archdeaconry.archdeaconries")),
  );

  if (!validId) return <NotFoundContent />;
  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("pages.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (!data) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  if (!archdeaconry) return <NotFoundContent />;

  return (
    <PageSection>
      <PageHeader
        title={t("pages.archdeaconry.title", { name: archdeaconry.name })}
        current={archdeaconry.name}
        trail={[{ label: t("pages.archdeaconry.parishes"), href: localePath(paths.parishes.getHref()) }]}
      />
      <Stack gap="5">
        {archdeaconry.archdeacon && (
          <Text>
            {t("pages.archdeaconry.archdeacon")}{" "}
            <Link asChild color="brand.fg">
              <RouterLink to={localePath(paths.clergyMember.getHref(archdeaconry.archdeacon.slug))}>
                {archdeaconry.archdeacon.styledName}
              </RouterLink>
            </Link>
          </Text>
        )}
        <Heading as="h2" size="lg">
          {t("pages.archdeaconry.parishCount", { number: archdeaconry.parishes.length })}
        </Heading>
        {archdeaconry.parishes.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t("pages.archdeaconry.none")}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {archdeaconry.parishes.map((parish) => (
              <ParishCard key={parish.id} parish={parish} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageSection>
  );
}

type Parish = NonNullable<ArchdeaconryPageQuery["archdeaconry"]>["parishes"][number];

/** One parish of the archdeaconry: its name linking to its page, its town, vicar and phone. */
function ParishCard({ parish }: { parish: Parish }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Card.Root as="li" size="sm" borderTopWidth="3px" borderTopColor="brand.solid">
      <Card.Body gap="1.5">
        <Heading as="h3" size="md">
          <Link asChild color="brand.fg">
            <RouterLink to={localePath(paths.parish.getHref(parish.slug))}>{parish.name}</RouterLink>
          </Link>
        </Heading>
        {parish.town && <Text textStyle="sm">{parish.town}</Text>}
        {parish.vicar && <Text textStyle="sm">{t("pages.archdeaconry.vicar", { name: parish.vicar })}</Text>}
        {parish.phone && (
          <Text textStyle="sm">
            <Trans
              i18nKey="common.phone"
              values={{ phone: parish.phone }}
              components={[
                <Link key="phone" href={`tel:${parish.phone.replace(/\s+/g, "")}`} color="brand.fg" />,
              ]}
            />
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
