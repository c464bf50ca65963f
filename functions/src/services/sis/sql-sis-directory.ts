import type { ConnectionPool, ISqlType, config as MssqlConfig } from 'mssql';
import { config } from '../../platform/config.ts';
import { type SisDirectory, SisSettingsError } from './sis-directory.ts';
import { rowFromRecord, type SqlRecord } from './sql-row.ts';
import { candidateStatement, type SqlParameterType } from './sql-statement.ts';

/** A SIS that does not answer within this time is unavailable (the endpoint's 503), not a hung request. */
const TIMEOUT_MS = 15_000;

/**
 * The connection: a connection string from settings, or the server and database with the Function
 * App's managed identity (Entra ID; `azure-active-directory-default` takes a user-assigned identity's
 * client id when given). Encrypted either way.
 */
function connectionConfig(): string | MssqlConfig {
  const sis = config.sis;
  if (sis.connectionString) return sis.connectionString;
  if (!sis.server || !sis.database) {
    throw new SisSettingsError(
      'The SQL Server SIS needs SIS_SQL_CONNECTION_STRING, or SIS_SQL_SERVER and SIS_SQL_DATABASE.',
    );
  }
  return {
    server: sis.server,
    database: sis.database,
    connectionTimeout: TIMEOUT_MS,
    requestTimeout: TIMEOUT_MS,
    options: { encrypt: true, trustServerCertificate: false },
    authentication: {
      type: 'azure-active-directory-default',
      options: sis.clientId ? { clientId: sis.clientId } : {},
    },
  };
}

let pool: Promise<ConnectionPool> | undefined;

/**
 * One connection pool per process, made at the first lookup (mssql is loaded only then, so the local
 * stack never loads it). A pool that failed to connect is forgotten, so the next lookup tries again.
 */
function connectedPool(): Promise<ConnectionPool> {
  if (!pool) {
    pool = (async () => {
      const { default: sql } = await import('mssql');
      const created = new sql.ConnectionPool(connectionConfig());
      // An idle connection dropped by the server is reported here; the pool replaces it on its own.
      created.on('error', () => {});
      return created.connect();
    })();
    pool.catch(() => {
      pool = undefined;
    });
  }
  return pool;
}

async function sqlTypes(): Promise<Record<SqlParameterType, ISqlType | (() => ISqlType)>> {
  const { default: sql } = await import('mssql');
  return { nvarchar: sql.NVarChar(200), date: sql.Date, int: sql.Int };
}

/** The SIS in SQL Server: one parameterised SELECT on the configured view per lookup. */
export const sqlSisDirectory: SisDirectory = {
  name: 'sql',
  async candidates(criteria) {
    const statement = candidateStatement(config.sis.view, criteria);
    const [connected, types] = await Promise.all([connectedPool(), sqlTypes()]);
    const request = connected.request();
    for (const parameter of statement.parameters) {
      request.input(parameter.name, types[parameter.type], parameter.value);
    }
    const result = await request.query<SqlRecord>(statement.text);
    return result.recordset.map(rowFromRecord);
  },
};
