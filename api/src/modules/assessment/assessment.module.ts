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
  // What parishes owe and pay shows nowhere public (a year's summary is published on its own).
  privateEntities: [Assessment, AssessmentInstalment, ParishTreasurer],
  migrations: [Assessments1796600000000],
  resolvers: [
    AssessmentResolver,
    AssessmentStandingResolver,
    ArchdeaconryAssessmentTotalResolver,
    AssessmentProposalResolver,
  ],
} satisfies ModuleDeclaration;
