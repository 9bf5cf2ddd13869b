import slugify from "slugify";
import type { ObjectLiteral, Repository } from "typeorm";

/**
 * A slug made from a title that no row of `rows` has yet, with -2, -3, ... added when one does;
 * `fallback` when the title has no letter or digit to make one from.
 */
export async function freeSlug<T extends ObjectLiteral & { slug: string }>(
  rows: Repository<T>,
  title: string,
  fallback: string,
): Promise<string> {
  const base = slugify(title, { lower: true, strict: true }).slice(0, 200) || fallback;
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await rows.existsBy({ slug: candidate } as never))) return candidate;
  }
}
