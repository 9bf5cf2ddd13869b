import { graphql } from "../../gql";

export const archdeaconryPageQuery = graphql(`
  query ArchdeaconryPage($id: ID!) {
    archdeaconry(id: $id) {
      id
      name
      parishes {
        id
        name
        vicar
        phone
        serviceTimes
      }
    }
  }
`);
