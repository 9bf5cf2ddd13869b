import type { ModuleDeclaration } from "../../module-declaration.js";
import { TranslationResolver } from "../translation/translation.js";
import {
  Committee,
  COMMITTEE_MEMBER_TRANSLATION,
  COMMITTEE_TRANSLATION,
  CommitteeMember,
} from "./committee.entity.js";
import { CommitteeMemberResolver, CommitteeResolver } from "./committee.resolver.js";

export const committeeModule = {
  name: "committee",
  entities: [Committee, CommitteeMember],
  resolvers: [
    CommitteeResolver,
    CommitteeMemberResolver,
    TranslationResolver(Committee, COMMITTEE_TRANSLATION),
    TranslationResolver(CommitteeMember, COMMITTEE_MEMBER_TRANSLATION),
  ],
} satisfies ModuleDeclaration;
