import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context.js";
import { parseId } from "../../lib/ids.js";
import { AdminUser } from "./admin-user.entity.js";
import { NewAdminUserInput } from "./admin-user.inputs.js";

@ObjectType({ description: "A member of staff with a password made for them, shown this once" })
class AdminUserWithPassword {
  @Field(() => AdminUser)
  user: AdminUser;

  @Field(() => String, { description: "Hand it over privately; they should change it after signing in" })
  password: string;
}

@Resolver(() => AdminUser)
export class AdminUserResolver {
  @Query(() => AdminUser, { nullable: true, description: "The signed-in member of staff, or null" })
  me(@Ctx() { services, actor }: RequestContext) {
    return actor ? services.adminUsers.me(actor) : null;
  }

  @Query(() => [AdminUser], { description: "Every staff account (system admins only)" })
  adminUsers(@Ctx() { services, actor }: RequestContext) {
    return services.adminUsers.list(actor);
  }

  @Mutation(() => AdminUserWithPassword, { description: "Adds a member of staff (system admins only)" })
  createAdminUser(
    @Arg("input", () => NewAdminUserInput) input: NewAdminUserInput,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.create(actor, input);
  }

  @Mutation(() => AdminUser, {
    description: "Lets a member of staff sign in, or stops them (system admins only)",
  })
  setAdminUserActive(
    @Arg("id", () => ID) id: string,
    @Arg("active", () => Boolean) active: boolean,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.adminUsers.setActive(actor, parseId(id), active);
  }

  @Mutation(() => AdminUserWithPassword, {
    description: "Gives a member of staff a new password and ends their sessions (system admins only)",
  })
  resetAdminUserPassword(@Arg("id", () => ID) id: string, @Ctx() { services, actor }: RequestContext) {
    return services.adminUsers.resetPassword(actor, parseId(id));
  }
}
