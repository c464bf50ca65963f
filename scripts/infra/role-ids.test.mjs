import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every role definition id in infra/ must be the built-in role its name says. ARM does not check the
 * name, only the id: a mistyped id stops `azd provision` with RoleDefinitionDoesNotExist (it happened:
 * a Monitoring Metrics Publisher id that does not exist).
 *
 * The ids are copied from Microsoft's list of Azure built-in roles
 * (https://learn.microsoft.com/azure/role-based-access-control/built-in-roles) and, for the Cosmos DB
 * data-plane role, from "Azure Cosmos DB for NoSQL data plane role-based access control"
 * (https://learn.microsoft.com/azure/cosmos-db/nosql/security/reference-data-plane-roles).
 * Each role lists the identifiers infra/ gives it.
 */
const BUILT_IN_ROLES = [
  {
    role: 'Storage Blob Data Owner',
    id: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b',
    names: ['storageBlobDataOwner'],
  },
  {
    role: 'Storage Blob Data Contributor',
    id: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
    names: ['storageBlobDataContributor'],
  },
  {
    role: 'Storage Queue Data Contributor',
    id: '974c5e8b-45b9-4653-ba55-5f855dd0fb88',
    names: ['storageQueueDataContributor'],
  },
  {
    role: 'Storage Table Data Contributor',
    id: '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3',
    names: ['storageTableDataContributor'],
  },
  {
    role: 'Monitoring Metrics Publisher',
    id: '3913510d-42f4-4e42-8a64-420c390055eb',
    names: ['monitoringMetricsPublisher'],
  },
  {
    role: 'Communication and Email Service Owner',
    id: '09976791-48a7-449e-bb21-39d1a415f350',
    names: ['communicationAndEmailServiceOwner'],
  },
  {
    role: 'Cosmos DB Built-in Data Contributor',
    id: '00000000-0000-0000-0000-000000000002',
    names: ['dataContributorRoleDefinitionId', 'cosmosDataContributorRoleDefinitionId'],
  },
];

const GUID = /'([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})'/i;

/** Each GUID literal of a Bicep text with the identifier it is assigned to (`name: '…'`, `var name = '…'`, `param name string = '…'`). */
function roleIdsIn(text) {
  return text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//') && GUID.test(line))
    .map((line) => ({
      line: line.trim(),
      id: (GUID.exec(line)?.[1] ?? '').toLowerCase(),
      name: /^\s*(?:var |param )?([A-Za-z_][A-Za-z0-9_]*)\b/.exec(line)?.[1] ?? '',
    }));
}

/** The problems of a Bicep text: ids that are no built-in role we know, or not the role their name says. */
function roleIdProblems(text) {
  return roleIdsIn(text).flatMap(({ line, id, name }) => {
    const byId = BUILT_IN_ROLES.find((role) => role.id === id);
    if (!byId) return [`${line}: ${id} is not a built-in role of the table`];
    if (!byId.names.includes(name)) return [`${line}: ${id} is ${byId.role}, not what '${name}' names`];
    return [];
  });
}

function bicepFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return bicepFiles(path);
    return entry.name.endsWith('.bicep') ? [path] : [];
  });
}

describe('role definition ids in infra/', () => {
  const files = bicepFiles(resolve(import.meta.dirname, '../../infra'));

  it('are each the built-in role their name says', () => {
    const found = files.flatMap((file) => roleIdsIn(readFileSync(file, 'utf8')));
    // The scan finds the grants of functions.bicep, storage.bicep and cosmos.bicep.
    expect(found.length).toBeGreaterThanOrEqual(9);
    expect(files.flatMap((file) => roleIdProblems(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('a mistyped or swapped id is reported', () => {
    expect(roleIdProblems("  monitoringMetricsPublisher: '3913510d-42f4-4d42-b2de-7c5c2d9a9ba0'")).toEqual([
      "monitoringMetricsPublisher: '3913510d-42f4-4d42-b2de-7c5c2d9a9ba0': 3913510d-42f4-4d42-b2de-7c5c2d9a9ba0 is not a built-in role of the table",
    ]);
    expect(roleIdProblems("  storageBlobDataOwner: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'")).toHaveLength(1);
  });
});
