import type { ParishReturnQuestion } from "./parish-return.entity.js";

type FirstQuestion = Pick<
  ParishReturnQuestion,
  "key" | "labelEn" | "labelSw" | "help" | "optional" | "totalOf"
>;

const count = (key: string, labelEn: string, labelSw: string, help: string | null = null): FirstQuestion => ({
  key,
  labelEn,
  labelSw,
  help,
  optional: false,
  totalOf: [],
});

/**
 * The questions of the first year the diocese starts, when no year before it has any: the return
 * the diocesan office has long asked on paper. Every later year starts as a copy of the one before.
 */
export const FIRST_QUESTIONS: readonly FirstQuestion[] = [
  count("baptisms_infant", "Infant baptisms", "Ubatizo wa watoto"),
  count("baptisms_adult", "Adult baptisms", "Ubatizo wa watu wazima"),
  {
    ...count("baptisms", "Baptisms in all", "Jumla ya ubatizo"),
    totalOf: ["baptisms_infant", "baptisms_adult"],
  },
  count("confirmations", "Confirmations", "Kipaimara"),
  count("marriages", "Marriages", "Ndoa"),
  count("burials", "Burials", "Mazishi"),
  count("communicants_men", "Communicants: men", "Washiriki wa Meza ya Bwana: wanaume"),
  count("communicants_women", "Communicants: women", "Washiriki wa Meza ya Bwana: wanawake"),
  count("communicants_youth", "Communicants: youth", "Washiriki wa Meza ya Bwana: vijana"),
  {
    ...count("communicants", "Communicants in all", "Jumla ya washiriki wa Meza ya Bwana"),
    totalOf: ["communicants_men", "communicants_women", "communicants_youth"],
  },
  count(
    "attendance",
    "Average Sunday attendance",
    "Wastani wa mahudhurio ya Jumapili",
    "All services of a Sunday together, averaged over the year's Sundays",
  ),
  count("members", "Members on the roll", "Washirika walioandikishwa"),
  { ...count("sunday_school", "Sunday school children", "Watoto wa shule ya Jumapili"), optional: true },
  count(
    "income",
    "Income for the year (KES)",
    "Mapato ya mwaka (KES)",
    "Offerings, tithes and gifts, in shillings",
  ),
];
