import { useQuery } from "@apollo/client/react";
import { Box, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ErrorState } from "../components/error-state";
import { PageBreadcrumb } from "../components/page-breadcrumb";
import { PageLoading } from "../components/page-loading";
import { PageSection } from "../components/page-section";
import { Prose } from "../components/prose";
import { UntranslatedNotice } from "../components/untranslated-notice";
import { PublishedDate } from "../features/news/published-date";
import { lengthOf, passageIn } from "../features/sermons/sermon-words";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { SermonPageDocument, type SermonPageQuery } from "../gql/graphql";
import { useLanguage, useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

export function SermonPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const localePath = useLocalePath();
  const { slug = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(SermonPageDocument, { variables: { slug } });
  const sermon = data?.sermon;
  usePageTitle(sermon?.title ?? (data ? t("site.pageNames.notFound") : t("site.pageNames.sermons")));

  if (error && !data) {
    return (
      <PageSection>
        <ErrorState title={t("sermons.loadError")} onRetry={() => refetch()} retrying={loading} />
      </PageSection>
    );
  }
  if (data && !sermon) return <NotFoundContent />;
  if (!sermon) {
    return (
      <PageSection>
        <PageLoading />
      </PageSection>
    );
  }
  const contentLang = sermon.fallsBackToEnglish ? "en" : undefined;
  return (
    <PageSection>
      <Box as="article" maxW="3xl" mx="auto">
        <Stack gap="5">
          <PageBreadcrumb
            trail={[
              { label: t("site.pageNames.home"), href: localePath(paths.home.getHref()) },
              { label: t("site.pageNames.sermons"), href: localePath(paths.sermons.getHref()) },
            ]}
            current={sermon.title}
          />
          {sermon.fallsBackToEnglish && <UntranslatedNotice message={t("sermons.untranslated")} />}
          <Stack gap="1">
            <Heading
              as="h1"
              size={{ base: "2xl", md: "4xl" }}
              color="brand.fg"
              overflowWrap="anywhere"
              lang={contentLang}
            >
              {sermon.title}
            </Heading>
            <Text fontWeight="semibold">{sermon.preacher}</Text>
            <PublishedDate isoDate={sermon.preachedOn} />
            {sermon.series && <Text>{t("sermons.series", { series: sermon.series })}</Text>}
            {sermon.parish && (
              <Link asChild color="brand.fg">
                <RouterLink to={localePath(paths.parish.getHref(sermon.parish.slug))}>
                  {sermon.parish.name}
                </RouterLink>
              </Link>
            )}
          </Stack>
          {sermon.audio && <SermonRecording audio={sermon.audio} />}
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t("sermons.passages")}
            </Heading>
            <List.Root ps="5" aria-label={t("sermons.passages")}>
              {sermon.passages.map((passage) => (
                <List.Item key={passage.reference}>{passageIn(passage, language)}</List.Item>
              ))}
            </List.Root>
          </Stack>
          {sermon.videoUrl && (
            <Link href={sermon.videoUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {t("sermons.watch")}
            </Link>
          )}
          {sermon.notes && <Prose lang={contentLang} dangerouslySetInnerHTML={{ __html: sermon.notes }} />}
        </Stack>
      </Box>
    </PageSection>
  );
}

type Sermon = NonNullable<SermonPageQuery["sermon"]>;

/** The sermon's recording: a player that downloads nothing until pressed, and a download link. */
function SermonRecording({ audio }: { audio: NonNullable<Sermon["audio"]> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t("sermons.listen", { length: lengthOf(audio.durationSeconds) })}
      </Heading>
      {/* preload="none": nothing is downloaded until the visitor presses play (mobile data). */}
      <audio controls preload="none" style={{ width: "100%" }} aria-label={t("sermons.recording")}>
        <source src={audio.url} type={audio.contentType} />
      </audio>
      <Link href={audio.url} download color="brand.fg" textStyle="sm">
        {t("sermons.download")}
      </Link>
    </Stack>
  );
}
