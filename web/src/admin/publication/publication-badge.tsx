import { Badge } from "@chakra-ui/react";
import type { PublicationStatus } from "../gql/graphql";
import { formatKakamegaTime } from "./publication";

/** Where an item stands, in words and a colour staff can tell apart at a glance. */
export function PublicationBadge({
  status,
  publishAt,
}: {
  status: PublicationStatus;
  publishAt?: string | null;
}) {
  if (status === "DRAFT") return <Badge colorPalette="gray">Draft</Badge>;
  if (status === "PUBLISHED") return <Badge colorPalette="green">Published</Badge>;
  const when = publishAt ? ` for ${formatKakamegaTime(publishAt)}` : "";
  return <Badge colorPalette="orange">Scheduled{when}</Badge>;
}
