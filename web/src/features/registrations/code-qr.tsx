import { chakra } from "@chakra-ui/react";

/**
 * A QR code drawn as inline SVG from its dark modules as one path (the API makes it with the
 * `qrcode` library, RegistrationReceipt.codeQr): no image to fetch, sharp at any size, and it
 * prints. Black on white with the four-module quiet zone scanners need.
 */
export function CodeQr({ qr, label }: { qr: { size: number; path: string }; label: string }) {
  const side = qr.size + 8;
  return (
    <chakra.svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${side} ${side}`}
      width="min(16rem, 100%)"
      height="auto"
      shapeRendering="crispEdges"
      bg="white"
      data-registration-qr
    >
      <rect x="-4" y="-4" width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </chakra.svg>
  );
}
