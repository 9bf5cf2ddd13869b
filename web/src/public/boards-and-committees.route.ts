import { BoardsAndCommitteesPageDocument } from "../gql/graphql";
import { sitePaths } from "@diocese/site/site-routes";
import { query, found, type PublicPage } from "./public-route";

export const boardsAndCommitteesRoute: PublicPage = {
  path: sitePaths.boardsAndCommittees.path,
  queries: () => [query(BoardsAndCommitteesPageDocument)],
  verdict: ({ t }) => found({ name: t("site.pageNames.boardsAndCommittees") }),
};
