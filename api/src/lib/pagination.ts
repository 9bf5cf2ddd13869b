import { IsInt, Max, Min } from "class-validator";
import { ArgsType, Field, Int, ObjectType, type ClassType } from "type-graphql";
import { PAGE_SIZE_MAX } from "./page-size.js";

/** Which page of a list that can grow: page 1 is the first; at most 50 items a page. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: "page must be a whole number" })
  @Min(1, { message: "page must be 1 or more" })
  page: number = 1;

  @Field(() => Int, { defaultValue: 12 })
  @IsInt({ message: "pageSize must be a whole number" })
  @Min(1, { message: "pageSize must be 1 or more" })
  @Max(PAGE_SIZE_MAX, { message: `pageSize must be at most ${PAGE_SIZE_MAX}` })
  pageSize: number = 12;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/**
 * The GraphQL shape of a page of `ItemClass`; each list extends it with its own name, such as
 * `class EventPage extends PageOf(Event) {}`.
 */
export function PageOf<T extends object>(ItemClass: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [ItemClass])
    items: T[];

    @Field(() => Int, { description: "How many items the whole list has" })
    total: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;

    @Field(() => Int)
    pageCount: number;
  }
  return PageClass;
}

/** The rows to skip and take for a page. */
export function pageWindow({ page, pageSize }: PageArgs): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

export function pageOf<T>(items: T[], total: number, { page, pageSize }: PageArgs): Page<T> {
  return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}
