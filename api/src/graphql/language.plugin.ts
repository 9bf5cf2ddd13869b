import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from "graphql";
import type { RequestContext } from "../context.js";
import { isLanguage, type Language } from "../site/languages.js";

/**
 * The `language` argument of the public queries (modules/translation/) is the language of the
 * whole operation, read here once before any resolver runs: every field of the answer, nested
 * ones included, then reads `context.language`, and one answer never mixes two languages. The
 * argument wins over Accept-Language, which buildContext read first.
 */
export function languageArgument(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (!operation) return;
          const fragments = new Map(
            document.definitions
              .filter(
                (definition): definition is FragmentDefinitionNode =>
                  definition.kind === Kind.FRAGMENT_DEFINITION,
              )
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const asked = new Set<Language>();
          collect(operation.selectionSet, fragments, new Set(), (value) => {
            const language = languageOf(value, operation, request.variables ?? {});
            if (language) asked.add(language);
          });
          if (asked.size > 1)
            throw new GraphQLError("Ask for one language per request", {
              extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
            });
          const [language] = asked;
          if (language) contextValue.language = language;
        },
      };
    },
  };
}

/** Each `language` argument of the operation's top-level fields, through its fragments. */
function collect(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  visited: Set<string>,
  found: (value: ValueNode) => void,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const argument = selection.arguments?.find((candidate) => candidate.name.value === "language");
      if (argument) found(argument.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, fragments, visited, found);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !visited.has(name)) {
        visited.add(name);
        collect(fragment.selectionSet, fragments, visited, found);
      }
    }
  }
}

/** The language an argument's value names (EN, SW), a literal or a variable; null when none. */
function languageOf(
  value: ValueNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Language | null {
  if (value.kind === Kind.ENUM) return asLanguage(value.value);
  if (value.kind !== Kind.VARIABLE) return null;
  const name = value.name.value;
  if (variables[name] !== undefined) return asLanguage(variables[name]);
  const defaultValue = operation.variableDefinitions?.find(
    (v) => v.variable.name.value === name,
  )?.defaultValue;
  return defaultValue?.kind === Kind.ENUM ? asLanguage(defaultValue.value) : null;
}

function asLanguage(value: unknown): Language | null {
  const lower = typeof value === "string" ? value.toLowerCase() : null;
  return isLanguage(lower) ? lower : null;
}
