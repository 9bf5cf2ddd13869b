import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../lib/paths";
import { SignOutDocument } from "../../gql/graphql";

/**
 * Ends the session on the server, then leaves the dashboard and forgets everything Apollo cached
 * for this member of staff, so the next person at the computer sees none of it. Leaving first
 * keeps the dashboard from rendering (and redirecting) on an emptied cache. Rejects when the
 * server could not be reached: the session then still stands, and the caller says so.
 */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOutDocument);

  return useCallback(async () => {
    await signOut();
    await navigate(paths.login.getHref());
    await client.clearStore();
  }, [client, navigate, signOut]);
}
