import type { ModuleDeclaration } from "../../module-declaration.js";
import { Assessment, AssessmentInstalment, ParishTreasurer } from "./assessment.entity.js";
import { Assessments1796600000000 } from "./assessment.migration.js";
import {
  ArchdeaconryAssessmentTotalResolver,
  AssessmentProposalResolver,
  AssessmentResolver,
  AssessmentStandingResolver,
} from "./assessment.resolver.js";

export const assessmentModule = {
  name: "assessment",
  // A published year's summary (modules/year-summary/) shows the year's assessments summed, and each
  // parish's when the diocese ticks it: a change of one drops the summary's answers kept. The
  // instalments and treasurers show nowhere public.
  entities: [Assessment],
  privateEntities: [AssessmentInstalment, ParishTreasurer],
  migrations: [Assessments1796600000000],
  resolvers: [
    AssessmentResolver,
    AssessmentStandingResolver,
    ArchdeaconryAssessmentTotalResolver,
    AssessmentProposalResolver,
  ],
} satisfies ModuleDeclaration;
