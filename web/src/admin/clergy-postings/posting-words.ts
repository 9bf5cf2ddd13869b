import type { TFunction } from "i18next";
import type { ClergyRole } from "../gql/graphql";

/** The roles in the dashboard's words, in the order the form offers them. */
export const ROLE_WORDS = {
  VICAR: "dashboardClergyPostings.roles.VICAR",
  CURATE: "dashboardClergyPostings.roles.CURATE",
  ARCHDEACON: "dashboardClergyPostings.roles.ARCHDEACON",
  CHAPLAIN: "dashboardClergyPostings.roles.CHAPLAIN",
  OTHER: "dashboardClergyPostings.roles.OTHER",
} as const satisfies Record<ClergyRole, string>;

type Posting = {
  role: ClergyRole;
  roleName?: string | null;
  office?: string | null;
  parish?: { name: string } | null;
  archdeaconry?: { name: string } | null;
};

/** The role of a posting in the dashboard's words; another role by its own name. */
export const postingRole = (posting: Posting, t: TFunction) =>
  posting.role === "OTHER" && posting.roleName ? posting.roleName : t(ROLE_WORDS[posting.role]);

/** Where a posting is to: its parish, archdeaconry or office. */
export const postingPlace = (posting: Posting, t: TFunction) =>
  posting.parish
    ? posting.parish.name
    : posting.archdeaconry
      ? t("dashboardClergyPostings.archdeaconryName", { name: posting.archdeaconry.name })
      : (posting.office ?? "");
