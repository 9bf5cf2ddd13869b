/*
 * The kinds of institution the church sponsors, with the names people read and search by. Both
 * processes read this table: the API for its GraphQL enum and the finder's search, the web app for
 * its filter and the kind of thing schema.org says each is. It imports nothing (see site-routes.ts).
 */

export const INSTITUTION_KINDS = [
  "PRIMARY_SCHOOL",
  "SECONDARY_SCHOOL",
  "COLLEGE",
  "TECHNICAL_INSTITUTE",
  "HOSPITAL",
  "HEALTH_CENTRE",
  "CHILDRENS_HOME",
  "OTHER",
] as const;
export type InstitutionKind = (typeof INSTITUTION_KINDS)[number];

export const INSTITUTION_KIND_NAMES: Readonly<Record<InstitutionKind, string>> = {
  PRIMARY_SCHOOL: "Primary school",
  SECONDARY_SCHOOL: "Secondary school",
  COLLEGE: "College",
  TECHNICAL_INSTITUTE: "Technical institute",
  HOSPITAL: "Hospital",
  HEALTH_CENTRE: "Health centre",
  CHILDRENS_HOME: "Children's home",
  OTHER: "Other",
};

/** The kinds as Kiswahili names them, so that a search for "sekondari" finds the secondary schools. */
export const INSTITUTION_KIND_NAMES_IN_KISWAHILI: Readonly<Record<InstitutionKind, string>> = {
  PRIMARY_SCHOOL: "Shule ya msingi",
  SECONDARY_SCHOOL: "Shule ya sekondari",
  COLLEGE: "Chuo",
  TECHNICAL_INSTITUTE: "Chuo cha ufundi",
  HOSPITAL: "Hospitali",
  HEALTH_CENTRE: "Kituo cha afya",
  CHILDRENS_HOME: "Makao ya watoto",
  OTHER: "Nyingine",
};

/** Other words people search a kind by ("high school", "dispensary"), beside its two names. */
export const INSTITUTION_KIND_OTHER_WORDS: Readonly<Record<InstitutionKind, string>> = {
  PRIMARY_SCHOOL: "",
  SECONDARY_SCHOOL: "high school",
  COLLEGE: "",
  TECHNICAL_INSTITUTE: "polytechnic college",
  HOSPITAL: "",
  HEALTH_CENTRE: "dispensary clinic zahanati",
  CHILDRENS_HOME: "orphanage",
  OTHER: "",
};
