import { Button, HStack, IconButton, Text, visuallyHiddenStyle } from "@chakra-ui/react";
import { FaFacebookF, FaWhatsapp, FaXTwitter } from "react-icons/fa6";
import { useTranslation } from "react-i18next";
import { LuCheck, LuLink } from "react-icons/lu";
import { messageAttributes } from "../../behaviours/messages";
import { useSiteUrl } from "../../lib/site-url";
import { useBehaviour } from "../../components/use-behaviour";
import { shareLinks } from "./share-links.behaviour";

type ShareNetwork = "whatsapp" | "facebook" | "x";

/** Plain share addresses of each network: no third-party script reaches the page. */
export function shareUrls(url: string, title: string): Record<ShareNetwork, string> {
  const encodedUrl = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    x: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
  };
}

type ShareLinksProps = {
  /** The article's path on this site. */
  path: string;
  title: string;
};

const networks = [
  { key: "whatsapp", label: "news.share.whatsapp", icon: <FaWhatsapp /> },
  { key: "facebook", label: "news.share.facebook", icon: <FaFacebookF /> },
  { key: "x", label: "news.share.x", icon: <FaXTwitter /> },
] as const;

export function ShareLinks({ path, title }: ShareLinksProps) {
  // The behaviour starts once per drawing of the links: another article, shown in the same place,
  // gets links of its own.
  return <ArticleShareLinks key={`${path} ${title}`} path={path} title={title} />;
}

/**
 * Drawn with the article's full address, so that a link shared before the page's script runs (or
 * without scripts) leads to the article; the copying is the behaviour's (share-links.behaviour.ts).
 */
function ArticleShareLinks({ path, title }: ShareLinksProps) {
  const { t } = useTranslation();
  const behaviour = useBehaviour<HTMLDivElement>(shareLinks);
  const articleUrl = `${useSiteUrl()}${path}`;
  const urls = shareUrls(articleUrl, title);

  return (
    <HStack
      {...behaviour}
      {...messageAttributes({
        copied: t("news.share.copied"),
        "copy-failed": t("news.share.copyFailed", { url: "{{url}}" }),
      })}
      data-share-url={articleUrl}
      gap="2"
      wrap="wrap"
      aria-label={t("news.share.label")}
      role="group"
    >
      <Text textStyle="sm" fontWeight="semibold" color="fg.muted" me="1">
        {t("news.share.share")}
      </Text>
      {networks.map((network) => (
        <IconButton key={network.key} asChild variant="outline" size="sm" rounded="full">
          <a
            href={urls[network.key]}
            data-share-network={network.key}
            aria-label={t(network.label)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {network.icon}
          </a>
        </IconButton>
      ))}
      <Button data-share-copy variant="outline" size="sm" rounded="full">
        <span data-share-icon="link">
          <LuLink />
        </span>
        <span data-share-icon="check" hidden>
          <LuCheck />
        </span>
        <span data-share-copy-label>{t("news.share.copy")}</span>
      </Button>
      <Text
        data-share-status
        role="status"
        w="full"
        textStyle="sm"
        color="fg.muted"
        overflowWrap="anywhere"
        // Only a failure needs to be seen: the button itself says when the link was copied.
        css={{ "&:not([data-copy-failed])": visuallyHiddenStyle }}
      />
    </HStack>
  );
}
