import type { TFunction } from "i18next";
import type { ClergyPostingFieldsFragment, ClergyRole } from "../../gql/graphql";

const ROLE_WORDS = {
  VICAR: "clergy.roles.VICAR",
  CURATE: "clergy.roles.CURATE",
  ARCHDEACON: "clergy.roles.ARCHDEACON",
  CHAPLAIN: "clergy.roles.CHAPLAIN",
  OTHER: "clergy.roles.OTHER",
} as const satisfies Record<ClergyRole, string>;

/** A posting as one line says it: "Vicar, St Peter's Butere". */
export function postingInWords(posting: ClergyPostingFieldsFragment, t: TFunction): string {
  const role = t(ROLE_WORDS[posting.role], { name: posting.roleName ?? "" });
  const place = posting.parish
    ? posting.parish.name
    : posting.archdeaconry
      ? t("clergy.archdeaconryName", { name: posting.archdeaconry.name })
      : (posting.office ?? "");
  return t("clergy.roleAt", { role, place });
}

/** The postings as a person's page shows them: where they serve now, those to come, and before. */
export function postingsByTime(postings: readonly ClergyPostingFieldsFragment[]) {
  return {
    now: postings.filter((posting) => posting.tookEffectAt && !posting.endsOn),
    toCome: postings.filter((posting) => !posting.tookEffectAt),
    before: postings.filter((posting) => posting.endsOn),
  };
}
