import { Args, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { fieldsInWords } from "./audit-field-words.js";
import { AuditLogEntry } from "./audit-log.entity.js";
import { AuditLogPageArgs } from "./audit-log.inputs.js";
import { AuditLogPage } from "./audit-log.service.js";

@Resolver(() => AuditLogEntry)
export class AuditLogResolver {
  @Query(() => AuditLogPage, {
    description:
      "Who did what to the site, when and from where, newest first, with filters (system admins only). Nothing in the API changes or deletes an entry",
  })
  auditLog(@Args(() => AuditLogPageArgs) args: AuditLogPageArgs, @Ctx() { services, actor }: RequestContext) {
    return services.auditLog.page(actor, args);
  }

  @FieldResolver(() => [String], {
    description:
      "The fields an update changed, in words staff know (English, as the kinds and names of the log), each once",
  })
  fieldsInWords(@Root() entry: AuditLogEntry): string[] {
    return fieldsInWords(entry.entity, entry.fields);
  }
}
