import { useTranslation } from "react-i18next";
import type { InstitutionKind } from "@diocese/site/institution-kinds";

/*
 * The kinds of institution in the page's language (api/src/site/institution-kinds.ts keeps the
 * API's English, its enum and search words), each enum value mapped to its message.
 */

export const KIND_MESSAGES = {
  PRIMARY_SCHOOL: "institutions.kinds.PRIMARY_SCHOOL",
  SECONDARY_SCHOOL: "institutions.kinds.SECONDARY_SCHOOL",
  COLLEGE: "institutions.kinds.COLLEGE",
  TECHNICAL_INSTITUTE: "institutions.kinds.TECHNICAL_INSTITUTE",
  HOSPITAL: "institutions.kinds.HOSPITAL",
  HEALTH_CENTRE: "institutions.kinds.HEALTH_CENTRE",
  CHILDRENS_HOME: "institutions.kinds.CHILDRENS_HOME",
  OTHER: "institutions.kinds.OTHER",
} as const satisfies Record<InstitutionKind, string>;

/** An institution's kind in the page's language. */
export function useKindName() {
  const { t } = useTranslation();
  return (kind: InstitutionKind) => t(KIND_MESSAGES[kind]);
}
