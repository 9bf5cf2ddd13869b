import { Button, Menu, Portal } from "@chakra-ui/react";
import { paths } from "../../lib/paths";
import { toaster } from "../../components/toaster";

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
  const url = `${window.location.origin}${paths.newsArticle.getHref(slug)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toaster.success({ title: "Link copied", description: url });
    } catch {
      toaster.error({ title: "The link was not copied", description: url });
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Share ${title}`}>
          Share
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
              Copy link
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
