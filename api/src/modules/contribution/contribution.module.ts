import type { ModuleDeclaration } from "../../module-declaration.js";
import { AppealTotal } from "./appeal-total.entity.js";
import { Contribution, MpesaNotice, ReceiptSequence } from "./contribution.entity.js";
import { ContributionResolver, ProjectProgressResolver } from "./contribution.resolver.js";
import { UnmatchedPayment } from "./unmatched-payment.entity.js";
import { UnmatchedPaymentResolver } from "./unmatched-payment.resolver.js";

export const contributionModule = {
  name: "contribution",
  // The ledger and the appeals' totals show in public answers (progress, a donor's gift page).
  entities: [Contribution, AppealTotal],
  privateEntities: [MpesaNotice, UnmatchedPayment, ReceiptSequence],
  resolvers: [ProjectProgressResolver, ContributionResolver, UnmatchedPaymentResolver],
} satisfies ModuleDeclaration;
