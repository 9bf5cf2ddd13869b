import { Button, HStack, IconButton, Text } from "@chakra-ui/react";
import { useState, useSyncExternalStore } from "react";
import { FaFacebookF, FaWhatsapp, FaXTwitter } from "react-icons/fa6";
import { LuCheck, LuLink } from "react-icons/lu";

/** Plain share addresses of each network: no third-party script reaches the page. */
export function shareUrls(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    x: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
  };
}

type ShareLinksProps = {
  /** The article's path, made absolute with the site's origin. */
  path: string;
  title: string;
};

const noSubscription = () => () => undefined;

// The origin comes from the browser; a server render has none and gives the path alone.
function useOrigin() {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

export function ShareLinks({ path, title }: ShareLinksProps) {
  const [copied, setCopied] = useState(false);
  const url = `${useOrigin()}${path}`;
  const urls = shareUrls(url, title);
  const copy = async () => {
    // The toaster's code is not part of the page's first download (see app/providers.tsx).
    const { toaster } = await import("../../components/toaster");
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      // A toast is announced to screen readers; the button's new label alone may not be.
      toaster.success({ title: "Link copied", description: url });
    } catch {
      // Browsers refuse the clipboard outside secure pages and without permission.
      toaster.error({ title: "The link could not be copied", description: url });
    }
  };
  const networks = [
    { key: "whatsapp", label: "Share on WhatsApp", icon: <FaWhatsapp /> },
    { key: "facebook", label: "Share on Facebook", icon: <FaFacebookF /> },
    { key: "x", label: "Share on X", icon: <FaXTwitter /> },
  ] as const;

  return (
    <HStack gap="2" wrap="wrap" aria-label="Share this article" role="group">
      <Text textStyle="sm" fontWeight="semibold" color="fg.muted" me="1">
        Share:
      </Text>
      {networks.map((network) => (
        <IconButton key={network.key} asChild variant="outline" size="sm" rounded="full">
          <a href={urls[network.key]} aria-label={network.label} target="_blank" rel="noopener noreferrer">
            {network.icon}
          </a>
        </IconButton>
      ))}
      <Button variant="outline" size="sm" rounded="full" onClick={copy}>
        {copied ? <LuCheck /> : <LuLink />}
        {copied ? "Link copied" : "Copy link"}
      </Button>
    </HStack>
  );
}
