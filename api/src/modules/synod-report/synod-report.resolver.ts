import { Args, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { LibraryDocument } from "../library-document/library-document.entity.js";
import { SynodReportArgs } from "./synod-report.inputs.js";

@Resolver()
export class SynodReportResolver {
  @Mutation(() => LibraryDocument, {
    description:
      "Makes the year's synod report as a PDF in English (en) or Kiswahili (sw), from the records of this moment, and keeps it as a draft library document of the category SYNOD_REPORT (the diocese's editors, treasurers and system admins)",
  })
  makeSynodReport(
    @Args(() => SynodReportArgs) args: SynodReportArgs,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.synodReports.make(actor, args);
  }
}
