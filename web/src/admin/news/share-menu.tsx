import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { paths } from "../../lib/paths";
import { toaster } from "../../components/toaster";
import "../locales/register";

/** Where an article can be shared, each as the network's own sharing address. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

export function ShareMenu({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${paths.newsArticle.getHref(slug)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toaster.success({ title: t("dashboardAccount.share.copied"), description: url });
    } catch {
      toaster.error({ title: t("dashboardAccount.share.notCopied"), description: url });
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={t("dashboardAccount.share.shareName", { name: title })}
        >
          {t("dashboardAccount.share.share")}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {shareLinks(url, title).map((link) => (
              <Menu.Item key={link.label} value={link.label} asChild>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </Menu.Item>
            ))}
            <Menu.Item value="copy" onSelect={() => void copy()}>
              {t("dashboardAccount.share.copyLink")}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
