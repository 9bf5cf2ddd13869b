import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { ApiToken } from "./api-token.entity.js";
import { NewApiTokenInput } from "./api-token.inputs.js";

@ObjectType({ description: "A new API token with its text, shown this once" })
class NewApiToken {
  @Field(() => String, {
    description:
      "The token to send as Authorization: Bearer; only its hash is kept, so it is never shown again",
  })
  token: string;

  @Field(() => ApiToken, { description: "The token as the list shows it, without its text" })
  apiToken: ApiToken;
}

@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @Query(() => [ApiToken], {
    description: "Every API token, newest first, revoked ones too (system admins only)",
  })
  apiTokens(@Ctx() { services, actor }: RequestContext) {
    return services.apiTokens.list(actor);
  }

  @Mutation(() => NewApiToken, {
    description: "Makes an API token for an integrator and shows its text once (system admins only)",
  })
  createApiToken(
    @Arg("input", () => NewApiTokenInput) input: NewApiTokenInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.apiTokens.create(actor, input);
  }

  @Mutation(() => ApiToken, {
    description:
      "Stops an API token from working at once; revoking it again changes nothing (system admins only)",
  })
  revokeApiToken(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.apiTokens.revoke(actor, id);
  }
}
