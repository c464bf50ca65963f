import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTAINERS, deployedContainerNames } from '../../functions/src/data/containers.ts';
import {
  BLOB_CONTAINERS,
  LOCAL_ONLY_BLOB_CONTAINERS,
  QUEUES,
} from '../../functions/src/services/storage-names.ts';
import { compileInfra, repositoryRoot } from '../lib/bicep.mjs';

/**
 * The ARM template that `bicep build infra/main.bicep` makes, the one Azure deploys, against what the
 * code expects of Azure: the app settings it reads, the Cosmos containers and storage containers and
 * queues it uses, and the built-in roles it is granted. A name only in the code works locally (the local
 * stack creates what it lacks) and fails in Azure; a name only in the template is a leftover.
 */

let template;
beforeAll(() => {
  template = compileInfra();
}, 180_000);

/** The module deployments of main.bicep, by module name, each with its own template. */
function modules() {
  return Object.fromEntries(
    Object.values(template.resources)
      .filter((resource) => resource.type === 'Microsoft.Resources/deployments')
      .map((resource) => [resource.name, resource.properties.template]),
  );
}

/** A module's resources (an array, or an object of symbolic names in language version 2.0). */
function resourcesOf(moduleTemplate) {
  return Object.values(moduleTemplate.resources ?? {});
}

function moduleNamed(name) {
  const found = modules()[name];
  if (found === undefined) throw new Error(`main.bicep has no module '${name}'`);
  return found;
}

describe('the app settings', () => {
  /** Written by App Service itself while its authentication is on (the static web app link turns it on). */
  const APP_SERVICE_AUTH = {
    WEBSITE_AUTH_ENABLED: "App Service's own flag that its authentication runs in front of the app",
    WEBSITE_AUTH_V2_CONFIG_JSON: "App Service's own copy of its authentication configuration",
  };

  /** Read by the code but not set on the Function App, and why. */
  const UNSET_IN_AZURE = {
    AzureWebJobsStorage:
      'a connection string: Azure uses the identity-based AzureWebJobsStorage__accountName',
    COSMOS_KEY: 'a key: Azure signs Cosmos requests with the managed identity',
    COSMOS_ALLOW_SELF_SIGNED: "only the local emulator's certificate",
    ACS_CONNECTION_STRING: 'a key: Azure sends e-mail with the managed identity (ACS_ENDPOINT)',
    EDGE_KEY: "the local edge's proof; Azure trusts the linked static web app (PRINCIPAL_TRUST swa-linked)",
    RATE_LIMIT_EXEMPT_IPS: "the test stack's loopback only",
    RATE_LIMIT_INTEREST: "the code's default is the production limit",
    RATE_LIMIT_REGISTRATION: "the code's default is the production limit",
    RATE_LIMIT_LELO: "the code's default is the production limit",
    RATE_LIMIT_LOG_ERROR: "the code's default is the production limit",
    RATE_LIMIT_AUTH_ROLES: "the code's default is the production limit",
    RATE_LIMIT_DRAFT_SAVE: "the code's default is the production limit",
    RATE_LIMIT_DRAFT_LINK: "the code's default is the production limit",
    RATE_LIMIT_DRAFT_SESSION: "the code's default is the production limit",
    RATE_LIMIT_PUBLIC_READ: "the code's default is the production limit",
    EMAIL_CAP_PER_ADDRESS_PER_HOUR: "the code's default is the production cap",
    EMAIL_CLAIM_LEASE_SECONDS: "the code's default fits the queue's retry schedule (host.json)",
    GRAPH_BASE_URL: "Microsoft Graph's public endpoint is the default; only tests point it elsewhere",
    CATALOG_SERVICE_TIMEOUT_MS: "the code's default (5 s)",
    CATALOG_CACHE_SECONDS: "the code's default (300 s)",
    ...APP_SERVICE_AUTH,
  };

  /** Set on the Function App for the Functions platform itself, not read by our code. */
  const PLATFORM_SETTINGS = [
    'APPLICATIONINSIGHTS_CONNECTION_STRING',
    'APPLICATIONINSIGHTS_AUTHENTICATION_STRING',
    'languageWorkers__node__arguments',
  ];

  /** In local.settings.json for the local Functions host itself (Flex Consumption refuses it in Azure). */
  const LOCAL_HOST_SETTINGS = ['FUNCTIONS_WORKER_RUNTIME'];

  /** Read by the code only in Azure, so not in the local example, and why. */
  const AZURE_ONLY = {
    AzureWebJobsStorage__accountName:
      'identity-based host storage; locally the AzureWebJobsStorage connection string',
    ...APP_SERVICE_AUTH,
  };

  function sourceFiles(directory) {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      // The local host sets its own flags (ports, seeding) and the operator's command-line tools run on
      // the operator's machine: neither reads app settings.
      if (entry.isDirectory()) return ['local', 'cli'].includes(entry.name) ? [] : sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  }

  /** The names read through config.ts's `setting('NAME')` or an `env.NAME` of a settings module. */
  function settingsReadByCode() {
    const names = new Set();
    for (const file of sourceFiles(resolve(repositoryRoot, 'functions/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bsetting\('([A-Za-z0-9_]+)'/g)) names.add(match[1]);
      for (const match of text.matchAll(/\b(?:process\.)?env\.([A-Za-z][A-Za-z0-9_]*)/g)) names.add(match[1]);
    }
    return names;
  }

  function localExampleSettings() {
    const parsed = JSON.parse(readFileSync(resolve(repositoryRoot, 'local.settings.example.json'), 'utf8'));
    return Object.keys(parsed.Values ?? {});
  }

  /** The Function App's app settings: the `appsettings` config resource of the api module. */
  function functionAppSettings() {
    const config = resourcesOf(moduleNamed('api')).find(
      (resource) => resource.type === 'Microsoft.Web/sites/config' && resource.name.includes("'appsettings'"),
    );
    if (config === undefined) throw new Error('the api module has no appsettings config');
    return Object.keys(config.properties);
  }

  const read = settingsReadByCode();

  it('are found in the code (the scan itself works)', () => {
    for (const name of ['COSMOS_ENDPOINT', 'PRINCIPAL_TRUST', 'CATALOG_SERVICE_URL', 'SIS_SQL_VIEW']) {
      expect(read.has(name), name).toBe(true);
    }
  });

  it('are all in local.settings.example.json, which lists nothing else', () => {
    const example = localExampleSettings();
    expect([...read].filter((name) => !example.includes(name) && !(name in AZURE_ONLY))).toEqual([]);
    expect(example.filter((name) => !read.has(name) && !LOCAL_HOST_SETTINGS.includes(name))).toEqual([]);
  });

  it('are each set on the Function App or left unset there for a stated reason', () => {
    const deployed = functionAppSettings();
    expect([...read].filter((name) => !deployed.includes(name) && !(name in UNSET_IN_AZURE))).toEqual([]);
    expect(Object.keys(UNSET_IN_AZURE).filter((name) => deployed.includes(name))).toEqual([]);
    expect(Object.keys(UNSET_IN_AZURE).filter((name) => !read.has(name))).toEqual([]);
  });

  it('and the Function App sets nothing the code does not read, but the platform settings', () => {
    const deployed = functionAppSettings();
    expect(deployed.filter((name) => !read.has(name) && !PLATFORM_SETTINGS.includes(name))).toEqual([]);
    expect(PLATFORM_SETTINGS.filter((name) => !deployed.includes(name))).toEqual([]);
  });
});

describe('the secrets', () => {
  const SECRET_SETTINGS = ['GRAPH_CLIENT_SECRET', 'SIS_SQL_CONNECTION_STRING', 'CATALOG_SERVICE_KEY'];

  /** Whether a template expression reads one of main.bicep's secure parameters. */
  function readsSecureParameter(value) {
    const secure = Object.entries(template.parameters)
      .filter(([, parameter]) => parameter.type === 'securestring')
      .map(([name]) => name);
    expect(secure.length).toBeGreaterThanOrEqual(4);
    return secure.some((name) => JSON.stringify(value).includes(`parameters('${name}')`));
  }

  /** Each module parameter main.bicep hands a secure parameter of its own, as `module.parameter`. */
  function secureHandOvers() {
    return Object.values(template.resources)
      .filter((resource) => resource.type === 'Microsoft.Resources/deployments')
      .flatMap((resource) =>
        Object.entries(resource.properties.parameters ?? {})
          .filter(([, value]) => readsSecureParameter(value))
          .map(([parameter]) => `${resource.name}.${parameter}`),
      );
  }

  it('go to Key Vault and nowhere else', () => {
    const handOvers = secureHandOvers();
    expect(handOvers.length).toBeGreaterThanOrEqual(4);
    expect(handOvers.filter((handOver) => !handOver.startsWith('key-vault.'))).toEqual([]);
  });

  it('are in no output of the template (azd writes every output to the environment file)', () => {
    const leaking = Object.entries(template.outputs).filter(([, output]) =>
      readsSecureParameter(output.value),
    );
    expect(Object.keys(template.outputs).length).toBeGreaterThan(10);
    expect(leaking.map(([name]) => name)).toEqual([]);
  });

  it('reach the Function App as Key Vault references, never as values', () => {
    const config = resourcesOf(moduleNamed('api')).find(
      (resource) => resource.type === 'Microsoft.Web/sites/config' && resource.name.includes("'appsettings'"),
    );
    for (const name of SECRET_SETTINGS) {
      expect(config?.properties[name], name).toMatch(/^\[parameters\('keyVaultReferences'\)\./);
    }
    expect(moduleNamed('api').parameters.keyVaultReferences.type).toBe('object');
  });
});

describe('the Function App runtime', () => {
  it('is the Node.js major version the code is built and tested on (.nvmrc), and only that one', () => {
    const major = readFileSync(resolve(repositoryRoot, '.nvmrc'), 'utf8').trim().split('.')[0];
    const parameter = template.parameters.functionsNodeVersion;
    expect(parameter.defaultValue).toBe(major);
    expect(parameter.allowedValues).toEqual([major]);
    expect(moduleNamed('api').parameters.nodeVersion.allowedValues).toEqual([major]);
  });
});

describe('the Cosmos containers', () => {
  /** The cosmos module's container list, as deployed: name, partition key, TTL, composite index keys. */
  function deployedContainers() {
    const list = moduleNamed('cosmos').parameters.containers.defaultValue;
    return new Map(list.map((container) => [container.name, container]));
  }

  it('are those of containers.ts but the local-only ones, no more and no fewer', () => {
    const deployed = deployedContainers();
    expect([...deployed.keys()].sort()).toEqual(deployedContainerNames().sort());
    expect(deployed.has('sisStudents')).toBe(false);
  });

  it('have the same partition keys, TTL and composite index keys', () => {
    const deployed = deployedContainers();
    for (const name of deployedContainerNames()) {
      const spec = CONTAINERS[name];
      const container = deployed.get(name);
      expect(container?.partitionKey, name).toBe(spec.partitionKey);
      expect(container?.defaultTtl, name).toBe('defaultTtl' in spec ? spec.defaultTtl : undefined);
      const keys =
        'compositeIndexes' in spec ? [...new Set(spec.compositeIndexes.map((index) => index[0]?.path))] : [];
      expect(container?.compositeIndexKeys ?? [], name).toEqual(keys);
    }
  });
});

describe('the storage containers and queues', () => {
  const storage = () => moduleNamed('storage').parameters;

  it('are the blob containers of the code, not the local-only outbox', () => {
    const names = storage().dataContainerNames.defaultValue;
    expect([...names].sort()).toEqual(Object.values(BLOB_CONTAINERS).sort());
    expect(names).not.toContain(LOCAL_ONLY_BLOB_CONTAINERS.outbox);
    expect(storage().deploymentContainerName.defaultValue).toBe('deployments');
  });

  it('are the queues of the code', () => {
    expect([...storage().queueNames.defaultValue].sort()).toEqual(Object.values(QUEUES).sort());
  });
});

/**
 * Every role definition id must be the built-in role its name says: ARM does not check the name, only
 * the id, and a mistyped id stops `azd provision` with RoleDefinitionDoesNotExist (it happened: a
 * Monitoring Metrics Publisher id that does not exist). The ids are from Microsoft's list of Azure
 * built-in roles and, for the Cosmos DB data-plane role, its data plane role reference.
 */
describe('the role assignments', () => {
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
      role: 'Key Vault Secrets User',
      id: '4633458b-17de-408a-b874-0445c86b69e6',
      names: ['keyVaultSecretsUser'],
    },
    {
      role: 'Cosmos DB Built-in Data Contributor',
      id: '00000000-0000-0000-0000-000000000002',
      names: ['dataContributorRoleDefinitionId', 'cosmosDataContributorRoleDefinitionId'],
    },
  ];
  const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /** Every GUID a module names, in its variables (nested objects too) and parameter defaults: name → id. */
  function namedIds(moduleTemplate) {
    const found = [];
    const visit = (name, value) => {
      if (typeof value === 'string' && GUID.test(value)) found.push({ name, id: value.toLowerCase() });
      else if (value !== null && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) visit(key, inner);
      }
    };
    for (const [name, value] of Object.entries(moduleTemplate.variables ?? {})) visit(name, value);
    for (const [name, parameter] of Object.entries(moduleTemplate.parameters ?? {})) {
      visit(name, parameter.defaultValue);
    }
    return found;
  }

  function roleIdProblems(ids) {
    return ids.flatMap(({ name, id }) => {
      const byId = BUILT_IN_ROLES.find((role) => role.id === id);
      if (!byId) return [`${name}: ${id} is not a built-in role of the table`];
      if (!byId.names.includes(name)) return [`${name}: ${id} is ${byId.role}, not what '${name}' names`];
      return [];
    });
  }

  it('name each role id as the built-in role it is', () => {
    const ids = Object.values(modules()).flatMap(namedIds);
    expect(ids.length).toBeGreaterThanOrEqual(11);
    expect(roleIdProblems(ids)).toEqual([]);
  });

  it('each grant a role through one of those names', () => {
    const grants = Object.values(modules()).flatMap((moduleTemplate) => {
      const names = new Set(namedIds(moduleTemplate).map(({ name }) => name));
      return resourcesOf(moduleTemplate)
        .filter((resource) => /roleAssignments$/i.test(resource.type))
        .map((resource) => {
          const expression = resource.properties.roleDefinitionId;
          const name = [...names].find((candidate) => new RegExp(`\\b${candidate}\\b`).test(expression));
          return name ?? `no named role id in ${expression}`;
        });
    });
    // storage.bicep grants 3, cosmos.bicep 1, functions.bicep 7, static-web-app.bicep 1.
    expect(grants).toHaveLength(12);
    expect(grants.filter((grant) => grant.startsWith('no named role id'))).toEqual([]);
  });

  it('report a mistyped or swapped id', () => {
    expect(
      roleIdProblems([{ name: 'monitoringMetricsPublisher', id: '3913510d-42f4-4d42-b2de-7c5c2d9a9ba0' }]),
    ).toEqual([
      'monitoringMetricsPublisher: 3913510d-42f4-4d42-b2de-7c5c2d9a9ba0 is not a built-in role of the table',
    ]);
    expect(
      roleIdProblems([{ name: 'storageBlobDataOwner', id: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe' }]),
    ).toEqual([
      "storageBlobDataOwner: ba92f5b4-2d11-453d-a403-e96b0029c9fe is Storage Blob Data Contributor, not what 'storageBlobDataOwner' names",
    ]);
  });
});
