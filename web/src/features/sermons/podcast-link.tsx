import { Code, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuPodcast } from "react-icons/lu";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { useSiteUrl } from "../../lib/site-url";

/**
 * The sermons' podcast in the page's language, at its whole https address: the address Apple
 * Podcasts ("Follow a Show by URL"), Pocket Casts, AntennaPod and the like take, written out to be
 * copied into any of them. No podcast:// link: only Apple's apps answer one, and on the Android
 * phones most visitors use it would lead nowhere.
 */
export function PodcastLink() {
  const { t } = useTranslation();
  const feedUrl = `${useSiteUrl()}${useLocalePath()(paths.sermonsPodcast.getHref())}`;
  return (
    <Stack gap="1" mb="6">
      <HStack gap="2" color="brand.fg">
        <LuPodcast aria-hidden />
        <Link href={feedUrl} type="application/rss+xml" color="inherit" fontWeight="semibold">
          {t("sermons.podcast.subscribe")}
        </Link>
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {t("sermons.podcast.address")} <Code overflowWrap="anywhere">{feedUrl}</Code>
      </Text>
    </Stack>
  );
}
