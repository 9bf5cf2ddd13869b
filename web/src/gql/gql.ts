/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n": typeof types.ResponsiveImageFieldsFragmentDoc,
    "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n": typeof types.NewsCardFieldsFragmentDoc,
    "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": typeof types.HomeLatestNewsDocument,
    "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n": typeof types.NewsArticleDocument,
};
const documents: Documents = {
    "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n": types.ResponsiveImageFieldsFragmentDoc,
    "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n": types.NewsCardFieldsFragmentDoc,
    "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n": types.HomeLatestNewsDocument,
    "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n": types.NewsListDocument,
    "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n": types.NewsArticleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n"): (typeof documents)["\n  fragment ResponsiveImageFields on Image {\n    url\n    width\n    height\n    srcSet\n    jpegSrcSet\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NewsCardFields on NewsArticle {\n    id\n    title\n    slug\n    preview\n    image {\n      ...ResponsiveImageFields\n    }\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeLatestNews($pageSize: Int!) {\n    newsArticles(page: 1, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  query NewsList($page: Int!, $pageSize: Int!) {\n    newsArticles(page: $page, pageSize: $pageSize) {\n      items {\n        ...NewsCardFields\n      }\n      total\n      page\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query NewsArticle($slug: String, $title: String) {\n    newsArticle(slug: $slug, title: $title) {\n      id\n      title\n      slug\n      body\n      image {\n        ...ResponsiveImageFields\n      }\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;