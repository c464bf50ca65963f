import {
  type BrandPublicUrls,
  brandPublicUrl,
  DEFAULT_BUSINESS_TIME_ZONE,
  parseBrandPublicUrls,
  setBusinessTimeZoneSource,
} from '@enroll/domain';

/** Every app setting the Functions app reads. local.settings.example.json lists them with local defaults. */
function setting(name: string, fallback = ''): string {
  return process.env[name] ?? fallback;
}

/** BRAND_PUBLIC_URLS parsed once per value (the tests change the setting between cases). */
let brandUrls: { json: string; urls: BrandPublicUrls } | undefined;
function brandPublicUrls(): BrandPublicUrls {
  const json = setting('BRAND_PUBLIC_URLS');
  if (brandUrls?.json !== json) brandUrls = { json, urls: parseBrandPublicUrls(json) };
  return brandUrls.urls;
}

export const config = {
  get cosmosEndpoint() {
    return setting('COSMOS_ENDPOINT', 'https://localhost:8081');
  },
  /** Empty in Azure: the managed identity signs requests. */
  get cosmosKey() {
    return setting('COSMOS_KEY');
  },
  get cosmosDatabase() {
    return setting('COSMOS_DATABASE', 'enrollment');
  },
  /** Only the local emulator's self-signed certificate; never set in Azure. */
  get cosmosAllowSelfSigned() {
    return setting('COSMOS_ALLOW_SELF_SIGNED') === 'true';
  },
  /**
   * Storage as the Functions host itself is configured: a connection string locally
   * (`AzureWebJobsStorage`), or identity-based in Azure (`AzureWebJobsStorage__accountName`).
   */
  get storage(): { connectionString: string } | { accountName: string } {
    const accountName = setting('AzureWebJobsStorage__accountName');
    if (accountName) return { accountName };
    return { connectionString: setting('AzureWebJobsStorage', 'UseDevelopmentStorage=true') };
  },
  /** Azure Communication Services; when empty, e-mails go to the `outbox` blob container. */
  get acsConnectionString() {
    return setting('ACS_CONNECTION_STRING');
  },
  get acsEndpoint() {
    return setting('ACS_ENDPOINT');
  },
  get emailSender() {
    return setting('EMAIL_SENDER', 'DoNotReply@enrollment.local');
  },
  /**
   * How long a recipient claimed by an e-mail job attempt stays its own: a claim older than this was
   * left by an attempt that died between claim and send, and the next delivery takes it over. Shorter
   * than the queue's retries (5 tries, 30 s apart) so a crashed send is retried before the poison queue.
   */
  get emailClaimLeaseSeconds() {
    const seconds = Number(setting('EMAIL_CLAIM_LEASE_SECONDS', '60'));
    return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
  },
  /**
   * E-mail addresses (comma-separated) that are Super Admins even without a stored permission: the
   * first Super Admins of a new environment. Compared in lower case.
   */
  get bootstrapSuperAdmins(): string[] {
    return setting('BOOTSTRAP_SUPER_ADMINS')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== '');
  },
  /**
   * The Entra ID tenant staff sign in with. Without it the roles function gives nobody roles; with it,
   * only a sign-in whose Graph token checks out (and whose tenant claim, if any, is this tenant) gets
   * roles (services/auth/roles-for-sign-in.ts). Static Web Apps itself reads AAD_CLIENT_ID and
   * AAD_CLIENT_SECRET (its own app settings, not these).
   */
  get aadTenantId() {
    return setting('AAD_TENANT_ID');
  },
  /**
   * Microsoft Graph for the people search of App Permissions: an app registration with the
   * User.Read.All application permission (client credentials), or the Function App's managed identity
   * with that permission (GRAPH_MANAGED_IDENTITY=true). Without either, the seeded `people` container
   * stands in for the directory.
   */
  get graph() {
    return {
      tenantId: setting('GRAPH_TENANT_ID'),
      clientId: setting('GRAPH_CLIENT_ID'),
      clientSecret: setting('GRAPH_CLIENT_SECRET'),
      managedIdentity: setting('GRAPH_MANAGED_IDENTITY') === 'true',
      /** Microsoft Graph's endpoint; the roles function checks a sign-in's token with `/me` there. */
      baseUrl: setting('GRAPH_BASE_URL').trim() || 'https://graph.microsoft.com/v1.0',
    };
  },
  /**
   * The business time zone (IANA name) in which "today" is read for ages, "not in the future" birth
   * dates, the Lelo enrollment window and the signature dates: a session is open through the end of its
   * last day there, not in UTC. The front end is built with the same value (frontend/vite.config.ts).
   */
  get enrollmentTimeZone() {
    return setting('ENROLLMENT_TIME_ZONE', DEFAULT_BUSINESS_TIME_ZONE).trim() || DEFAULT_BUSINESS_TIME_ZONE;
  },
  /**
   * How the API knows a request came through the platform, so that its x-ms-client-principal header
   * can be believed: `edge-key` (local stack), `swa-linked` (Azure, Function App linked to the static
   * web app). Unset or anything else: no principal is trusted (platform/platform-proof.ts).
   */
  get principalTrust() {
    return setting('PRINCIPAL_TRUST');
  },
  /** The secret the local edge adds to every request it forwards; made anew at each stack start. */
  get edgeKey() {
    return setting('EDGE_KEY');
  },
  /**
   * What App Service tells the Function App about its own authentication (both are injected by the
   * platform, never set by us): whether it is on (WEBSITE_AUTH_ENABLED), and its configuration as
   * Azure Resource Manager holds it (WEBSITE_AUTH_V2_CONFIG_JSON).
   */
  get appServiceAuth() {
    return {
      enabled: setting('WEBSITE_AUTH_ENABLED').trim().toLowerCase() === 'true',
      configJson: setting('WEBSITE_AUTH_V2_CONFIG_JSON'),
    };
  },
  /**
   * The app's own address: where staff sign in (the links of staff notifications), and the families'
   * address for a brand without one of its own.
   */
  get publicAppUrl() {
    return setting('PUBLIC_APP_URL', 'http://localhost:4280');
  },
  /**
   * Where a brand's families open the app (BRAND_PUBLIC_URLS, a JSON object of brand key → address,
   * `*` a pattern with {brand}), else publicAppUrl: the links of every e-mail to a family and the
   * links staff copy for them, so a family's page is painted as its own brand.
   */
  publicUrlOf(brandKey: string): string {
    return brandPublicUrl(brandPublicUrls(), brandKey, this.publicAppUrl);
  },
  /** Every address the app is published at: publicAppUrl and each brand's own (patterns left out). */
  get publicUrls(): string[] {
    return [
      this.publicAppUrl,
      ...Object.entries(brandPublicUrls()).flatMap(([key, url]) => (key === '*' ? [] : [url])),
    ];
  },
  /**
   * Per-client limits of the public writes and of the public reads by a link's secret id
   * (platform/rate-limit.ts, docs/api.md "Limits"): fixed windows written `limit/seconds`,
   * comma-separated; a request over any window answers 429.
   */
  get rateLimits() {
    return {
      interest: setting('RATE_LIMIT_INTEREST', '5/60,30/3600'),
      registration: setting('RATE_LIMIT_REGISTRATION', '5/60,20/3600'),
      lelo: setting('RATE_LIMIT_LELO', '5/60,20/3600'),
      logError: setting('RATE_LIMIT_LOG_ERROR', '30/60,300/3600'),
      authRoles: setting('RATE_LIMIT_AUTH_ROLES', '120/60'),
      // Saving a draft (each save e-mails a link) and asking for links: few per client.
      draftSave: setting('RATE_LIMIT_DRAFT_SAVE', '5/60,20/3600'),
      // Exchanging a link's token: a guessing attempt is one of these (OWASP: attempts rate-limited).
      draftLink: setting('RATE_LIMIT_DRAFT_LINK', '10/60,30/3600'),
      // Reading and autosaving the draft of a session: once per step.
      draftSession: setting('RATE_LIMIT_DRAFT_SESSION', '60/60,600/3600'),
      // Opening a family's link (interest or pre-registration): a few page loads, never a scan of ids.
      publicRead: setting('RATE_LIMIT_PUBLIC_READ', '20/60,100/3600'),
    };
  },
  /** Client addresses (comma-separated) no rate limit counts: the test stack's loopback, never set in Azure. */
  get rateLimitExemptIps(): string[] {
    return setting('RATE_LIMIT_EXEMPT_IPS')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter((address) => address !== '');
  },
  /**
   * The student-information system (services/sis/, docs/operations.md "Pointing the app at a real
   * SIS"). SIS_ADAPTER 'sql' is SQL Server, 'local' the seeded `sisStudents` container of the local
   * stack; unset, it is 'sql' as soon as a SIS_SQL_* connection setting is given, else 'local'.
   * SQL Server: SIS_SQL_CONNECTION_STRING, or SIS_SQL_SERVER + SIS_SQL_DATABASE signed in with the
   * managed identity (SIS_SQL_CLIENT_ID for a user-assigned one); SIS_SQL_VIEW the view to read.
   */
  get sis() {
    const connectionString = setting('SIS_SQL_CONNECTION_STRING').trim();
    const server = setting('SIS_SQL_SERVER').trim();
    const chosen = setting('SIS_ADAPTER').trim().toLowerCase();
    const adapter: 'sql' | 'local' =
      chosen === 'sql' || chosen === 'local' ? chosen : connectionString || server ? 'sql' : 'local';
    return {
      adapter,
      connectionString,
      server,
      database: setting('SIS_SQL_DATABASE').trim(),
      clientId: setting('SIS_SQL_CLIENT_ID').trim(),
      view: setting('SIS_SQL_VIEW').trim() || '[dbo].[vw_student_match]',
    };
  },
  /** E-mails to one family address per hour, whatever the submissions; more are not sent that hour. */
  get emailCapPerAddressPerHour(): number {
    const value = Number(setting('EMAIL_CAP_PER_ADDRESS_PER_HOUR', '5'));
    return Number.isInteger(value) && value >= 0 ? value : 5;
  },
  /**
   * Years an interest entry is kept after its last activity before the retention purge deletes it
   * (services/retention/, docs/security.md "Retention").
   */
  get retentionInterestYears(): number {
    return retentionYears('RETENTION_INTEREST_YEARS', setting('RETENTION_INTEREST_YEARS'), 3);
  },
  /** Years a terminated registration is kept after its last change before the retention purge deletes it. */
  get retentionTerminatedRegistrationYears(): number {
    return retentionYears(
      'RETENTION_TERMINATED_REGISTRATION_YEARS',
      setting('RETENTION_TERMINATED_REGISTRATION_YEARS'),
      5,
    );
  },
};

/** Retention periods are whole years, at least one: 0 would purge every interest at the next run. */
const RETENTION_YEARS_MIN = 1;
const RETENTION_YEARS_MAX = 100;

/**
 * The retention setting `name` of value `value`: a whole number of years from 1 to 100, or `fallback`
 * when unset. Anything else throws naming the setting, so the purge stops rather than guessing what a
 * wrong value meant.
 */
function retentionYears(name: string, value: string, fallback: number): number {
  const text = value.trim();
  if (text === '') return fallback;
  const years = Number(text);
  if (!Number.isInteger(years) || years < RETENTION_YEARS_MIN || years > RETENTION_YEARS_MAX) {
    throw new Error(
      `${name} must be a whole number of years from ${RETENTION_YEARS_MIN} to ${RETENTION_YEARS_MAX}`,
    );
  }
  return years;
}

// The domain's businessToday() (every age and "today" check of the shared schemas) reads this setting on
// each call; every function loads this module through the HTTP pipeline or its job's storage settings.
setBusinessTimeZoneSource(() => config.enrollmentTimeZone);
