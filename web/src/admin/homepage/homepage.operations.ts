import { graphql } from "../../gql";

export const adminSlideFields = graphql(`
  fragment AdminSlideFields on Slide {
    id
    title
    caption
    imageUrl
    position
  }
`);

export const adminSlidesQuery = graphql(`
  query AdminSlides {
    slides {
      ...AdminSlideFields
    }
  }
`);

export const createSlideMutation = graphql(`
  mutation CreateSlide($input: SlideInput!, $image: Upload!) {
    createSlide(input: $input, image: $image) {
      ...AdminSlideFields
    }
  }
`);

export const updateSlideMutation = graphql(`
  mutation UpdateSlide($id: ID!, $input: SlideInput!, $image: Upload) {
    updateSlide(id: $id, input: $input, image: $image) {
      ...AdminSlideFields
    }
  }
`);

export const deleteSlideMutation = graphql(`
  mutation DeleteSlide($id: ID!) {
    deleteSlide(id: $id)
  }
`);

export const reorderSlidesMutation = graphql(`
  mutation ReorderSlides($ids: [ID!]!) {
    reorderSlides(ids: $ids) {
      ...AdminSlideFields
    }
  }
`);

export const adminBishopMessageFields = graphql(`
  fragment AdminBishopMessageFields on BishopMessage {
    id
    bishopName
    heading
    message
    imageUrl
    createdAt
  }
`);

export const adminBishopMessagesQuery = graphql(`
  query AdminBishopMessages {
    bishopMessages(page: 1, pageSize: 20) {
      items {
        ...AdminBishopMessageFields
      }
      total
    }
  }
`);

export const createBishopMessageMutation = graphql(`
  mutation CreateBishopMessage($input: BishopMessageInput!, $image: Upload) {
    createBishopMessage(input: $input, image: $image) {
      ...AdminBishopMessageFields
    }
  }
`);

export const updateBishopMessageMutation = graphql(`
  mutation UpdateBishopMessage($id: ID!, $input: BishopMessageInput!, $image: Upload) {
    updateBishopMessage(id: $id, input: $input, image: $image) {
      ...AdminBishopMessageFields
    }
  }
`);

export const deleteBishopMessageMutation = graphql(`
  mutation DeleteBishopMessage($id: ID!) {
    deleteBishopMessage(id: $id)
  }
`);
