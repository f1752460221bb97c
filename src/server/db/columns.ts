/** PostgreSQL element types the bulk writers send. */
export type ColumnType = 'int' | 'smallint' | 'bigint' | 'text' | 'bool' | 'timestamptz' | 'date' | 'jsonb';

/** Column name -> [type, values]; every values array has the same length. */
export type Columns = Record<string, readonly [ColumnType, readonly unknown[]]>;
