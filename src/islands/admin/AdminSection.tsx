import type { ReactNode } from 'react';
import { ActionError, ListStatus } from './ListStatus';

interface Props {
  /** The section's heading. */
  title: string;
  /** The heading's level: 1 on a page of its own, 2 in the panel. */
  headingLevel?: 1 | 2;
  /** The list's fetch and last action, as useAdminList gives them. */
  state: { loading: boolean; error: string | null; data: readonly unknown[]; actionError: string | null };
  /** What an empty list says, and what the spinner announces. */
  empty: string;
  loadingLabel: string;
  /** What comes before the list whatever its state (an add form). */
  tools?: ReactNode;
  children: ReactNode;
}

/** A section of the admin area: heading, tools, the last action's failure, then the list or its state. */
export function AdminSection({
  title,
  headingLevel = 2,
  state,
  empty,
  loadingLabel,
  tools,
  children,
}: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = `admin-${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section className="admin-section" aria-labelledby={id}>
      <Heading id={id} className="admin-section__title">
        {title}
      </Heading>
      {tools}
      <ActionError message={state.actionError} />
      <ListStatus
        loading={state.loading}
        error={state.error}
        count={state.data.length}
        empty={empty}
        loadingLabel={loadingLabel}
      >
        {children}
      </ListStatus>
    </section>
  );
}

/** A column of an admin table: its header, numeric (right-aligned) or not. */
export type Column =
  | string
  | {
      label: ReactNode;
      key: string;
      numeric?: boolean;
      sort?: 'ascending' | 'descending' | 'none';
      /** Left out on a phone (its cells carry the class HIDE_ON_PHONE too). */
      phoneHidden?: boolean;
    };

/** The class of a cell whose column a phone leaves out. */
export const HIDE_ON_PHONE = 'hide-phone';

const columnClass = (c: Exclude<Column, string>) =>
  [c.numeric ? 'num' : '', c.phoneHidden ? HIDE_ON_PHONE : ''].filter(Boolean).join(' ') || undefined;

/** An admin table: a caption for screen readers, column headers and the rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="table admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              typeof c === 'string' ? (
                <th key={c} scope="col">
                  {c}
                </th>
              ) : (
                <th key={c.key} scope="col" className={columnClass(c)} aria-sort={c.sort}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
