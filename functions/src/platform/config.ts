/** Every app setting the Functions app reads. local.settings.example.json lists them with local defaults. */
function setting(name: string, fallback = ''): string {
  return process.env[name] ?? fallback;
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
  /** Where families open the app: links in e-mails. */
  get publicAppUrl() {
    return setting('PUBLIC_APP_URL', 'http://localhost:4280');
  },
};
