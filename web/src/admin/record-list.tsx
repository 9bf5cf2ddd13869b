import { Button, HStack, Table, Text, type TableCellProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListStatus } from "./admin-page";
import "./locales/register";

/** One column of a list: its header, and what a record shows under it. */
export type RecordColumn<T> = {
  header: string;
  cell: (record: T) => ReactNode;
  /** How the cell is set, such as `{ whiteSpace: "nowrap" }` for a date. */
  cellProps?: TableCellProps;
};

/** Where a list's records stand: loading, failed (and how to try again), or here. */
export type ListState = { loading: boolean; error?: unknown; onRetry?: () => void };

/** A query's state as a list shows it. */
export function listState(query: {
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}): ListState {
  return { loading: query.loading, error: query.error, onRetry: () => void query.refetch() };
}

type RecordListProps<T extends { id: string }> = {
  /** What the table lists, for screen readers ("Staff accounts"). */
  caption: string;
  columns: RecordColumn<T>[];
  records: T[];
  /** The buttons of a record, in a last column headed "Action". */
  actions?: (record: T) => ReactNode;
  state: ListState;
  emptyText: string;
  /** What follows the table, such as a pager. */
  children?: ReactNode;
};

/** Every dashboard table: the records in a striped table that scrolls sideways on a phone, or
 * their loading, empty or failed state. */
export function RecordList<T extends { id: string }>({
  caption,
  columns,
  records,
  actions,
  state,
  emptyText,
  children,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  return (
    <ListStatus {...state} empty={!records.length} emptyText={emptyText}>
      {/* Positioned, so that visually hidden words (positioned absolutely: the caption, a link's
          longer name) stay in the scroll box rather than widening the whole page on a phone. */}
      <Table.ScrollArea position="relative">
        <Table.Root size="sm" striped>
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
              ))}
              {actions && <Table.ColumnHeader>{t("dashboard.list.action")}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => (
              <Table.Row key={record.id}>
                {columns.map((column) => (
                  <Table.Cell key={column.header} {...column.cellProps}>
                    {column.cell(record)}
                  </Table.Cell>
                ))}
                {actions && (
                  <Table.Cell>
                    <HStack gap="2">{actions(record)}</HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {children}
    </ListStatus>
  );
}

/** Newer and Older buttons for a list that comes a page at a time; nothing when it fits on one. */
export function ListPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <PagerButtons
      page={page}
      pageCount={pageCount}
      onNewer={page > 1 ? () => onPage(page - 1) : undefined}
      onOlder={page < pageCount ? () => onPage(page + 1) : undefined}
    />
  );
}

/**
 * Where a list that pages by cursor is: at its first page, or either side of an entry's cursor.
 * Each page is one seek on the server, however far down the list it is.
 */
export type ListPosition = { after?: string; before?: string };

/** Newer and Older buttons for a list that pages by cursor (the ledger, the audit log, subscribers). */
export function CursorPager({
  list,
  onMove,
}: {
  list:
    | { page: number; pageCount: number; nextCursor?: string | null; previousCursor?: string | null }
    | undefined;
  onMove: (position: ListPosition) => void;
}) {
  const { previousCursor, nextCursor } = list ?? {};
  return (
    <PagerButtons
      page={list?.page ?? 1}
      pageCount={list?.pageCount ?? 1}
      onNewer={previousCursor ? () => onMove({ before: previousCursor }) : undefined}
      onOlder={nextCursor ? () => onMove({ after: nextCursor }) : undefined}
    />
  );
}

function PagerButtons({
  page,
  pageCount,
  onNewer,
  onOlder,
}: {
  page: number;
  pageCount: number;
  onNewer?: () => void;
  onOlder?: () => void;
}) {
  const { t } = useTranslation();
  if (!onNewer && !onOlder) return null;
  return (
    <HStack mt="4" justify="space-between">
      <Button size="sm" variant="outline" disabled={!onNewer} onClick={onNewer}>
        {t("dashboard.list.newer")}
      </Button>
      <Text textStyle="sm">{t("dashboard.list.pageOf", { page, count: Math.max(pageCount, page) })}</Text>
      <Button size="sm" variant="outline" disabled={!onOlder} onClick={onOlder}>
        {t("dashboard.list.older")}
      </Button>
    </HStack>
  );
}
