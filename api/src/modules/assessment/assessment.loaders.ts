import DataLoader from "dataloader";
import type { AssessmentInstalment } from "./assessment.entity.js";
import type { AssessmentService } from "./assessment.service.js";

/** The assessments' lookups that one request batches (see loaders.ts). */
export function assessmentLoaders(assessments: AssessmentService) {
  return {
    // A parish's statement, or the overview's page, asks each year's instalments: one query for all.
    instalmentsOfAssessment: new DataLoader<number, AssessmentInstalment[]>((ids) =>
      assessments.instalmentsOf(ids),
    ),
  };
}
